import GoogleMapReact from 'google-map-react';
import type { LatLng } from '@/api/types';
import { PathIcon } from '@/components/icons/Icon';
import { PLACE } from '@/components/icons/material/Place';
import styles from './map.module.css';

function Marker({ label }: LatLng & { label: string }) {
  return (
    <span role="img" aria-label={label} className={styles.pin}>
      <PathIcon d={PLACE} size={40} />
    </span>
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
    <div className={styles.frame} style={{ height }}>
      <GoogleMapReact bootstrapURLKeys={{ key: apiKey }} defaultCenter={center} defaultZoom={zoom}>
        <Marker lat={center.lat} lng={center.lng} label={label} />
      </GoogleMapReact>
    </div>
  );
}
