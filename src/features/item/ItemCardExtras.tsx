import Box from '@mui/material/Box';
import { useTranslation } from '@/lib/i18n/useTranslation';
import { useEffect, useState } from 'react';
import type { Item } from '@/api/catalogTypes';
import { ClosedBadge } from '@/components/catalog/ClosedBadge';
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
    <Box
      sx={{
        position: 'absolute',
        insetInline: 0,
        top: 0,
        aspectRatio: '1 / 1',
        pointerEvents: 'none',
        '& > *': { pointerEvents: 'auto' },
      }}
    >
      {state.label ? (
        <Box
          sx={{
            position: 'absolute',
            inset: 0,
            display: 'grid',
            placeItems: 'center',
            alignContent: 'center',
            gap: 0.5,
            bgcolor: 'rgba(17, 24, 39, 0.55)',
            color: '#FFFFFF',
            textAlign: 'center',
            px: 1,
            pointerEvents: 'none !important',
          }}
        >
          {state.storeClosed ? (
            <>
              <ClosedBadge />
              {state.note ? (
                <Box component="span" sx={{ fontSize: 12, fontWeight: 600 }}>
                  {t(state.note)}
                </Box>
              ) : null}
            </>
          ) : (
            <Box component="span" sx={{ fontWeight: 700, fontSize: 14 }}>
              {t(state.label)}
              {state.window ? (
                <Box component="bdi" sx={{ display: 'block', fontSize: 12, fontWeight: 500 }}>
                  {state.window.start} - {state.window.end}
                </Box>
              ) : null}
            </Box>
          )}
        </Box>
      ) : null}
      {isCampaignItem(item) ? null : (
        <WishlistHeart
          kind="item"
          id={item.id}
          name={item.name}
          size="small"
          sx={{ position: 'absolute', top: 8, insetInlineEnd: 8, boxShadow: 1 }}
        />
      )}
      {outOfStock ? null : (
        <CardAddControl
          item={item}
          disabled={!state.canOrder}
          sx={{ position: 'absolute', bottom: 8, insetInlineEnd: 8 }}
        />
      )}
    </Box>
  );
}
