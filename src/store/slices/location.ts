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

// The rule lives with the other location rules; the checkout screen still imports it from here.

export const { locationSet, zoneIdsSet, locationCleared } = locationSlice.actions;
export default locationSlice.reducer;
