import DeliveryDiningOutlined from '@mui/icons-material/DeliveryDiningOutlined';
import PlaceIcon from '@mui/icons-material/Place';
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import Box from '@mui/material/Box';
import GoogleMapReact from 'google-map-react';
import type { ReactNode } from 'react';
import { TRACKING_MAP_ZOOM, type Point } from '@/domain/orders/tracking';

export interface TrackingMapMarker {
  key: 'store' | 'courier' | 'destination';
  point: Point;
  label: string;
}

const ICONS: Record<TrackingMapMarker['key'], ReactNode> = {
  store: <StorefrontOutlined />,
  courier: <DeliveryDiningOutlined />,
  destination: <PlaceIcon />,
};

function Marker({ label, kind }: Point & { label: string; kind: TrackingMapMarker['key'] }) {
  return (
    <Box
      role="img"
      aria-label={label}
      title={label}
      sx={{
        transform: 'translate(-50%, -50%)',
        width: 40,
        height: 40,
        borderRadius: '50%',
        display: 'grid',
        placeItems: 'center',
        color: 'common.white',
        bgcolor:
          kind === 'courier' ? 'primary.main' : kind === 'store' ? 'secondary.main' : 'error.main',
        boxShadow: 2,
      }}
    >
      {ICONS[kind]}
    </Box>
  );
}

function centerOf(markers: TrackingMapMarker[]): Point {
  const lat = markers.reduce((sum, marker) => sum + marker.point.lat, 0) / markers.length;
  const lng = markers.reduce((sum, marker) => sum + marker.point.lng, 0) / markers.length;
  return { lat, lng };
}

/**
 * The tracking map (spec document 1 §2 item 13): the store, the delivery person and the delivery
 * point. Loaded lazily and only when a browser maps key is configured.
 */
export default function TrackingMap({
  apiKey,
  markers,
}: {
  apiKey: string;
  markers: TrackingMapMarker[];
}) {
  return (
    <Box sx={{ height: '100%', minHeight: 320, width: '100%' }}>
      <GoogleMapReact
        bootstrapURLKeys={{ key: apiKey }}
        defaultCenter={centerOf(markers)}
        defaultZoom={TRACKING_MAP_ZOOM}
        options={{ minZoom: 1, maxZoom: 21, streetViewControl: false, mapTypeControl: false }}
      >
        {markers.map((marker) => (
          <Marker
            key={marker.key}
            lat={marker.point.lat}
            lng={marker.point.lng}
            label={marker.label}
            kind={marker.key}
          />
        ))}
      </GoogleMapReact>
    </Box>
  );
}
