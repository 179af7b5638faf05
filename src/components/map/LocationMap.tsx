import PlaceIcon from '@mui/icons-material/Place';
import Box from '@mui/material/Box';
import GoogleMapReact from 'google-map-react';
import type { LatLng } from '@/api/types';

function Marker({ label }: LatLng & { label: string }) {
  return (
    <Box
      role="img"
      aria-label={label}
      sx={{ color: 'error.main', transform: 'translate(-50%, -100%)', '& svg': { fontSize: 40 } }}
    >
      <PlaceIcon />
    </Box>
  );
}

/** A Google map with one pin. Only rendered when a browser key is configured (loaded lazily). */
export default function LocationMap({
  apiKey,
  center,
  label,
  zoom = 15,
  height = 320,
}: {
  apiKey: string;
  center: LatLng;
  label: string;
  zoom?: number;
  height?: number;
}) {
  return (
    <Box sx={{ height, width: '100%', borderRadius: 2, overflow: 'hidden' }}>
      <GoogleMapReact bootstrapURLKeys={{ key: apiKey }} defaultCenter={center} defaultZoom={zoom}>
        <Marker lat={center.lat} lng={center.lng} label={label} />
      </GoogleMapReact>
    </Box>
  );
}
