import GoogleMapReact from 'google-map-react';
import type { LatLng } from '@/api/types';
import { PathIcon } from '@/components/icons/Icon';
import { PLACE } from '@/components/icons/material/Place';
import styles from '@/components/map/map.module.css';
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
    <div className={styles.fill}>
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
      <div aria-hidden className={styles.centrePin}>
        <PathIcon d={PLACE} size={44} />
      </div>
    </div>
  );
}
