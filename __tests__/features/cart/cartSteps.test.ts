import { buildAddPayload, cartLineFromEntry } from '@/domain/cart/lines';
import { initialSelection } from '@/domain/cart/selection';
import { buyNowEntry, runContext } from '@/features/cart/cartSteps';
import { makeStore, type RootState } from '@/store';
import { keyboard, pizza } from '../../domain/cart/fixtures';

function stateWith(session: Partial<RootState['session']>): RootState {
  const state = makeStore().store.getState();
  return { ...state, session: { ...state.session, ...session } };
}

describe('runContext', () => {
  it("sends a guest's id, and none for a member", () => {
    expect(runContext(stateWith({ token: null, guestId: 'guest-1' })).guestId).toBe('guest-1');
    expect(runContext(stateWith({ token: 'tok', guestId: 'guest-1' })).guestId).toBeNull();
  });

  it('reads the chosen module and the local cart lines', () => {
    const state = stateWith({});
    expect(runContext(state)).toMatchObject({ moduleId: null, lines: state.cart.items });
  });
});

describe('buyNowEntry', () => {
  it('makes the chosen item a cart line of its own that reads back with the same choice', () => {
    const selection = { ...initialSelection(pizza), quantity: 2, food: [['Large'], []] };
    const payload = buildAddPayload(pizza, selection, null);
    const entry = buyNowEntry(pizza, payload, false);
    expect(entry).toMatchObject({
      id: 0,
      item_id: 1,
      quantity: 2,
      item_type: 'App\\Models\\Item',
      module_id: 1,
      item: pizza,
    });
    expect(cartLineFromEntry(entry)).toMatchObject({ id: 1, quantity: 2, model: 'Item' });
  });

  it('marks a campaign item as such', () => {
    const payload = buildAddPayload(keyboard, initialSelection(keyboard), null);
    expect(buyNowEntry(keyboard, payload, true).item_type).toBe('App\\Models\\ItemCampaign');
  });
});
