import { styled } from '@mui/material/styles';
import { useTranslation } from '@/lib/i18n/useTranslation';
import { useEffect, useState } from 'react';
import type { Item } from '@/api/catalogTypes';
import { ClosedBadge } from '@/components/catalog/ClosedBadge';
import controls from '@/components/catalog/cardControls.module.css';
import { isOutOfStock, type OpenableStore } from '@/domain/catalog/status';
import { itemCardState } from '@/domain/cart/availability';
import { isCampaignItem } from '@/domain/cart/selection';
import { ORDER_NAMESPACES } from '@/features/cart/i18n';
import { CardAddControl } from './CardAddControl';
import { WishlistHeart } from './WishlistHeart';

/** The clock after mount: server HTML (cached for every visitor) never depends on the time. */
function useNow(): Date | null {
  const [now, setNow] = useState<Date | null>(null);
  useEffect(() => {
    const tick = () => setNow(new Date());
    const first = window.setTimeout(tick, 0);
    const timer = window.setInterval(tick, 60_000);
    return () => {
      window.clearTimeout(first);
      window.clearInterval(timer);
    };
  }, []);
  return now;
}

/** The layer over the card's image and its overlay as one styled element with plain children. */
const Layer = styled('div')(({ theme }) => ({
  position: 'absolute',
  insetInline: 0,
  top: 0,
  aspectRatio: '1 / 1',
  pointerEvents: 'none',
  '& > *': { pointerEvents: 'auto' },
  '& > .card-overlay': {
    position: 'absolute',
    inset: 0,
    display: 'grid',
    placeItems: 'center',
    alignContent: 'center',
    gap: theme.spacing(0.5),
    backgroundColor: 'rgba(17, 24, 39, 0.55)',
    color: '#FFFFFF',
    textAlign: 'center',
    padding: theme.spacing(0, 1),
    pointerEvents: 'none',
  },
  '& .card-overlay-note': { fontSize: 12, fontWeight: 600 },
  '& .card-overlay-label': { fontWeight: 700, fontSize: 14 },
  '& .card-overlay-window': { display: 'block', fontSize: 12, fontWeight: 500 },
}));

/**
 * What an item card shows above its link (spec document 1 §4 "Item card add control"): the
 * wishlist heart (not for campaign items), the add control, the time-window overlay whose wording
 * depends on schedule_order, and CLOSED NOW when the store is closed (with "Available for schedule
 * order" and a usable add control when the store takes orders for later: `itemCardState`). Drawn
 * over the square image at the top of the card, outside the card's link so every control is its
 * own button.
 */
export function ItemCardExtras({ item, store }: { item: Item; store?: OpenableStore | null }) {
  const { t } = useTranslation(ORDER_NAMESPACES);
  const now = useNow();
  const state = itemCardState(item, store, now);
  const outOfStock = isOutOfStock(item);
  return (
    <Layer>
      {state.label ? (
        <div className="card-overlay">
          {state.storeClosed ? (
            <>
              <ClosedBadge />
              {state.note ? <span className="card-overlay-note">{t(state.note)}</span> : null}
            </>
          ) : (
            <span className="card-overlay-label">
              {t(state.label)}
              {state.window ? (
                <bdi className="card-overlay-window">
                  {state.window.start} - {state.window.end}
                </bdi>
              ) : null}
            </span>
          )}
        </div>
      ) : null}
      {isCampaignItem(item) ? null : (
        <WishlistHeart
          kind="item"
          id={item.id}
          name={item.name}
          size="small"
          look="raised"
          className={controls.topEnd}
        />
      )}
      {outOfStock ? null : (
        <CardAddControl item={item} disabled={!state.canOrder} className={controls.bottomEnd} />
      )}
    </Layer>
  );
}
