import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ZoneData } from '@/api/types';

export interface LocationState {
  address: string | null;
  latitude: number | null;
  longitude: number | null;
  /** The `zone_id` string from get-zone-id (a JSON array, e.g. "[2,1]"), sent as the zoneId header. */
  zoneIds: string | null;
  zoneData: ZoneData[];
}

const initialState: LocationState = {
  address: null,
  latitude: null,
  longitude: null,
  zoneIds: null,
  zoneData: [],
};

const locationSlice = createSlice({
  name: 'location',
  initialState,
  reducers: {
    locationSet(
      state,
      action: PayloadAction<{
        address: string;
        latitude: number;
        longitude: number;
        zoneIds: string;
        zoneData?: ZoneData[];
      }>,
    ) {
      state.address = action.payload.address;
      state.latitude = action.payload.latitude;
      state.longitude = action.payload.longitude;
      state.zoneIds = action.payload.zoneIds;
      state.zoneData = action.payload.zoneData ?? [];
    },
    zoneIdsSet(state, action: PayloadAction<string>) {
      state.zoneIds = action.payload;
    },
    locationCleared() {
      return initialState;
    },
  },
});

/** Parses the stored zone id string; tolerates a bare number as the contract allows. */
export function parseZoneIds(value: string | null | undefined): number[] {
  if (!value) return [];
  try {
    const parsed: unknown = JSON.parse(value);
    const list = Array.isArray(parsed) ? parsed : [parsed];
    return list.map(Number).filter((id) => Number.isInteger(id) && id > 0);
  } catch {
    return [];
  }
}

export const { locationSet, zoneIdsSet, locationCleared } = locationSlice.actions;
export default locationSlice.reducer;
