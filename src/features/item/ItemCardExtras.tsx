import { useTranslation } from '@/lib/i18n/useTranslation';
import { useEffect, useState } from 'react';
import type { Item } from '@/api/catalogTypes';
import { ClosedBadge } from '@/components/catalog/ClosedBadge';
import controls from '@/components/catalog/cardControls.module.css';
import { isOutOfStock, type OpenableStore } from '@/domain/catalog/status';
import { itemCardState } from '@/domain/cart/availability';
import { isCampaignItem } from '@/domain/cart/selection';
import { CART_NAMESPACES } from '@/features/cart/i18n';
import { CardAddControl } from './CardAddControl';
import styles from './itemCardExtras.module.css';
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

/**
 * What an item card shows above its link (R-ITEM-1): the
 * wishlist heart (not for campaign items), the add control, the time-window overlay whose wording
 * depends on schedule_order, and CLOSED NOW when the store is closed (with "Available for schedule
 * order" and a usable add control when the store takes orders for later: `itemCardState`). Drawn
 * over the square image at the top of the card, outside the card's link so every control is its
 * own button. Plain elements styled by itemCardExtras.module.css (docs/hydration.md, rule 6).
 */
export function ItemCardExtras({ item, store }: { item: Item; store?: OpenableStore | null }) {
  const { t } = useTranslation(CART_NAMESPACES);
  const now = useNow();
  const state = itemCardState(item, store, now);
  const outOfStock = isOutOfStock(item);
  return (
    <div className={styles.layer}>
      {state.label ? (
        <div className={styles.overlay}>
          {state.storeClosed ? (
            <>
              <ClosedBadge />
              {state.note ? <span className={styles.note}>{t(state.note)}</span> : null}
            </>
          ) : (
            <span className={styles.label}>
              {t(state.label)}
              {state.window ? (
                <bdi className={styles.window}>
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
    </div>
  );
}
