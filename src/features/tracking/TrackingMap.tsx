import GoogleMapReact from 'google-map-react';
import { PathIcon } from '@/components/icons/Icon';
import { DELIVERY_DINING_OUTLINED } from '@/components/icons/material/DeliveryDiningOutlined';
import { PLACE } from '@/components/icons/material/Place';
import { STOREFRONT_OUTLINED } from '@/components/icons/material/StorefrontOutlined';
import styles from '@/components/map/map.module.css';
import { TRACKING_MAP_ZOOM, type Point } from '@/domain/orders/tracking';

export interface TrackingMapMarker {
  key: 'store' | 'courier' | 'destination';
  point: Point;
  label: string;
}

const ICONS: Record<TrackingMapMarker['key'], string> = {
  store: STOREFRONT_OUTLINED,
  courier: DELIVERY_DINING_OUTLINED,
  destination: PLACE,
};

const MARKER_CLASSES: Record<TrackingMapMarker['key'], string> = {
  store: `${styles.marker} ${styles.store}`,
  courier: `${styles.marker} ${styles.courier}`,
  destination: styles.marker,
};

function Marker({ label, kind }: Point & { label: string; kind: TrackingMapMarker['key'] }) {
  return (
    <span role="img" aria-label={label} title={label} className={MARKER_CLASSES[kind]}>
      <PathIcon d={ICONS[kind]} />
    </span>
  );
}

function centerOf(markers: TrackingMapMarker[]): Point {
  const lat = markers.reduce((sum, marker) => sum + marker.point.lat, 0) / markers.length;
  const lng = markers.reduce((sum, marker) => sum + marker.point.lng, 0) / markers.length;
  return { lat, lng };
}

/**
 * The tracking map (R-ORDER-6): the store, the delivery person and the delivery
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
    <div className={styles.tracking}>
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
    </div>
  );
}
