import { makeStore, rootReducer } from '@/store';
import { mirrorState } from '@/store/mirror';
import { cartLineFromEntry } from '@/domain/cart/lines';
import { cartCleared, cartReplaced } from '@/store/slices/cart';
import { parseZoneIds } from '@/domain/location/stored';
import { locationSet } from '@/store/slices/location';
import { moduleSelected } from '@/store/slices/module';
import { searchTermSaved, withSearchTerm } from '@/store/slices/searchHistory';
import { guestIdReceived, signedIn, signedOut } from '@/store/slices/session';
import { languageChanged, themeModeToggled } from '@/store/slices/settings';
import {
  wishlistItemAdded,
  wishlistItemRemoved,
  wishlistStoreAdded,
} from '@/store/slices/wishlist';

describe('slices', () => {
  it('session keeps token and guest id apart; sign-out keeps the guest id', () => {
    let state = rootReducer(undefined, guestIdReceived('42'));
    state = rootReducer(state, signedIn('abc'));
    expect(state.session).toEqual({ token: 'abc', guestId: '42' });
    state = rootReducer(state, signedOut());
    expect(state.session).toEqual({ token: null, guestId: '42' });
  });

  it('settings toggle theme and change language, direction and country together', () => {
    let state = rootReducer(undefined, themeModeToggled());
    expect(state.settings.themeMode).toBe('dark');
    state = rootReducer(
      state,
      languageChanged({ language: 'ar', direction: 'rtl', country: 'SA' }),
    );
    expect(state.settings).toMatchObject({ language: 'ar', direction: 'rtl', country: 'SA' });
  });

  it('search history keeps the latest five, newest first, without duplicates', () => {
    let terms: string[] = [];
    for (const term of ['pizza', 'milk', 'Pizza', 'bread', 'aspirin', 'phone', 'shoes']) {
      terms = withSearchTerm(terms, term);
    }
    expect(terms).toEqual(['shoes', 'phone', 'aspirin', 'bread', 'Pizza']);
    expect(withSearchTerm(terms, '   ')).toBe(terms);
    const state = rootReducer(undefined, searchTermSaved('  tea '));
    expect(state.searchHistory.terms).toEqual(['tea']);
  });

  it('wishlist adds once and removes', () => {
    let state = rootReducer(undefined, wishlistItemAdded(5));
    state = rootReducer(state, wishlistItemAdded(5));
    state = rootReducer(state, wishlistStoreAdded(9));
    expect(state.wishlist).toEqual({ itemIds: [5], storeIds: [9] });
    state = rootReducer(state, wishlistItemRemoved(5));
    expect(state.wishlist.itemIds).toEqual([]);
  });

  it('cart answers replace the local cart', () => {
    const line = cartLineFromEntry({
      id: 1,
      item_id: 2,
      price: 5,
      quantity: 2,
      item: { id: 2, name: 'Tea', price: 5, discount: 0, discount_type: 'percent', store_id: 3 },
    });
    if (!line) throw new Error('a cart line');
    let state = rootReducer(undefined, cartReplaced([line], 1));
    expect(state.cart.items).toEqual([line]);
    expect(state.cart.moduleId).toBe(1);
    state = rootReducer(state, cartCleared());
    expect(state.cart.items).toEqual([]);
  });

  it('zone ids parse from the contract string, tolerating a bare number', () => {
    expect(parseZoneIds('[2,1]')).toEqual([2, 1]);
    expect(parseZoneIds('3')).toEqual([3]);
    expect(parseZoneIds('not json')).toEqual([]);
    expect(parseZoneIds(null)).toEqual([]);
  });

  it('a store per call: two stores never share state', () => {
    const first = makeStore().store;
    const second = makeStore().store;
    first.dispatch(signedIn('one'));
    expect(second.getState().session.token).toBeNull();
  });
});

describe('mirror to the spec keys and cookies', () => {
  beforeEach(() => {
    localStorage.clear();
    document.cookie.split(';').forEach((cookie) => {
      document.cookie = `${cookie.split('=')[0].trim()}=; Max-Age=0; Path=/`;
    });
  });

  it('writes token, guest_id, location, zoneid, module, language and cookies', () => {
    let state = rootReducer(undefined, signedIn('tok'));
    state = rootReducer(state, guestIdReceived('7'));
    state = rootReducer(
      state,
      locationSet({ address: 'Maarif', latitude: 33.58, longitude: -7.63, zoneIds: '[1]' }),
    );
    state = rootReducer(state, moduleSelected({ id: 2, module_name: 'Food', module_type: 'food' }));
    state = rootReducer(
      state,
      languageChanged({ language: 'fr', direction: 'ltr', country: 'FR' }),
    );
    mirrorState(undefined, state);
    expect(localStorage.getItem('token')).toBe('tok');
    expect(localStorage.getItem('guest_id')).toBe('7');
    expect(localStorage.getItem('location')).toBe('Maarif');
    expect(JSON.parse(localStorage.getItem('currentLatLng') ?? '{}')).toEqual({
      lat: 33.58,
      lng: -7.63,
    });
    expect(localStorage.getItem('zoneid')).toBe('[1]');
    expect(JSON.parse(localStorage.getItem('module') ?? '{}').id).toBe(2);
    expect(localStorage.getItem('language-setting')).toBe('fr');
    expect(localStorage.getItem('country')).toBe('FR');
    expect(document.cookie).toContain('zoneid=%5B1%5D');
    expect(document.cookie).toContain('module_id=2');
    expect(document.cookie).toContain('module_type=food');
  });

  it('rewrites nothing that already holds the value (the start-up call runs while hydrating)', () => {
    let state = rootReducer(undefined, signedIn('tok'));
    state = rootReducer(
      state,
      locationSet({ address: 'Maarif', latitude: 33.58, longitude: -7.63, zoneIds: '[1]' }),
    );
    state = rootReducer(state, moduleSelected({ id: 2, module_name: 'Food', module_type: 'food' }));
    mirrorState(undefined, state);
    const cookieWrites = jest.spyOn(Document.prototype, 'cookie', 'set');
    const storageWrites = jest.spyOn(Storage.prototype, 'setItem');
    try {
      mirrorState(undefined, state);
      expect(cookieWrites).not.toHaveBeenCalled();
      expect(storageWrites).not.toHaveBeenCalled();
      // A changed value is still written.
      const moved = rootReducer(
        state,
        locationSet({ address: 'Anfa', latitude: 33.59, longitude: -7.66, zoneIds: '[2]' }),
      );
      mirrorState(state, moved);
      expect(localStorage.getItem('zoneid')).toBe('[2]');
      expect(document.cookie).toContain('zoneid=%5B2%5D');
      expect(cookieWrites).toHaveBeenCalledTimes(3);
    } finally {
      cookieWrites.mockRestore();
      storageWrites.mockRestore();
    }
  });

  it('removes the token key on sign-out', () => {
    const signedInState = rootReducer(undefined, signedIn('tok'));
    mirrorState(undefined, signedInState);
    const signedOutState = rootReducer(signedInState, signedOut());
    mirrorState(signedInState, signedOutState);
    expect(localStorage.getItem('token')).toBeNull();
  });
});
