import { useTranslation } from '@/lib/i18n/useTranslation';
import type { Item } from '@/api/catalogTypes';
import { discountedListingHref } from '@/domain/listing/homeListing';
import { HomeSection } from '../parts/HomeSection';
import { ScrollRow } from '../parts/ScrollRow';
import { ItemCard } from '@/components/catalog/ItemCard';
import { useConfig } from '@/hooks/useConfig';

/** R-HOME-7: limit 15, 5 slides wide, autoplay 4000 ms. */
const AUTOPLAY_MS = 4000;
const CELL = { xs: '44%', sm: '31%', md: '23.5%', lg: 'calc((100% - 64px) / 5)' };

/**
 * The special-offer strip of discounted items, five wide and advancing every 4 s (a scroll-snap
 * strip: no carousel script, no cloned slides in the HTML); View all goes to
 * /home?search=special-offer&module_id&data_type=discounted.
 */
export default function SpecialOffers({
  items,
  moduleId,
  title,
}: {
  items: Item[];
  moduleId: number;
  title: string;
}) {
  const { t } = useTranslation('home');
  const config = useConfig();
  return (
    <HomeSection
      id="special-offers"
      title={title}
      action={{ href: discountedListingHref(moduleId), label: t('View all') }}
    >
      <ScrollRow label={title} width={CELL} autoplayMs={AUTOPLAY_MS}>
        {items.map((item) => (
          <li key={item.id}>
            <ItemCard item={item} config={config} sizes="(max-width: 600px) 45vw, 240px" />
          </li>
        ))}
      </ScrollRow>
    </HomeSection>
  );
}
