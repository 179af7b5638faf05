import PlaceIcon from '@mui/icons-material/Place';
import Box from '@mui/material/Box';
import GoogleMapReact from 'google-map-react';
import type { LatLng } from '@/api/types';
import { PICKER_ZOOM } from '@/domain/location/picker';

export interface PickerMapProps {
  apiKey: string;
  center: LatLng;
  zoom: number;
  /** The map settled after a drag or zoom: its new centre and zoom. */
  onMove: (center: LatLng, zoom: number) => void;
}

/**
 * The draggable Google map of the picker with a fixed centre pin: the point under the pin is the
 * pending location. Loaded only when a browser maps key is configured.
 */
export default function PickerMap({ apiKey, center, zoom, onMove }: PickerMapProps) {
  return (
    <Box sx={{ position: 'relative', width: '100%', height: '100%' }}>
      <GoogleMapReact
        bootstrapURLKeys={{ key: apiKey }}
        center={center}
        zoom={zoom}
        onChange={(value) => onMove({ lat: value.center.lat, lng: value.center.lng }, value.zoom)}
        options={{
          minZoom: PICKER_ZOOM.min,
          maxZoom: PICKER_ZOOM.max,
          zoomControl: false,
          fullscreenControl: false,
          mapTypeControl: false,
          streetViewControl: false,
          clickableIcons: false,
          gestureHandling: 'greedy',
          keyboardShortcuts: true,
        }}
      />
      {/* The pin stays in the middle; its tip marks the point. Centred without left/right so it
          needs no mirroring in right-to-left pages. */}
      <Box
        aria-hidden
        sx={{
          position: 'absolute',
          inset: 0,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          pointerEvents: 'none',
        }}
      >
        <PlaceIcon
          sx={{
            fontSize: 44,
            color: 'error.main',
            transform: 'translateY(-50%)',
            filter: 'drop-shadow(0 2px 2px rgba(0,0,0,0.35))',
          }}
        />
      </Box>
    </Box>
  );
}
