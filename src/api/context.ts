import type { RootState } from '@/store';
import type { ApiRequestContext } from './http';

export function requestContextFromState(state: RootState, locale: string): ApiRequestContext {
  return {
    token: state.session.token,
    guestId: state.session.guestId,
    zoneIds: state.location.zoneIds,
    moduleId: state.module.selected?.id ?? null,
    locale,
    latitude: state.location.latitude,
    longitude: state.location.longitude,
  };
}
