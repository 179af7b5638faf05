import Box from '@mui/material/Box';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTranslation } from 'next-i18next/pages';
import type { Item } from '@/api/catalogTypes';
import { ItemCard } from '@/components/catalog/ItemCard';
import { discountedListingHref } from '@/domain/listing/homeListing';
import { useConfig } from '@/hooks/useConfig';
import { Carousel } from '../parts/Carousel';
import { HomeSection } from '../parts/HomeSection';

/** Spec document 2 §9: limit 15, 5 slides wide, autoplay 4000 ms. */
const AUTOPLAY_MS = 4000;
const SPEED_MS = 800;

/**
 * The special-offer strip of discounted items; View all goes to
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
  const phone = useMediaQuery('(max-width:599.95px)');
  const tablet = useMediaQuery('(max-width:1199.95px)');
  const wide = phone ? 2 : tablet ? 3 : 5;
  const slides = Math.min(wide, items.length);
  return (
    <HomeSection
      id="special-offers"
      title={title}
      action={{ href: discountedListingHref(moduleId), label: t('View all') }}
    >
      <Carousel
        label={title}
        settings={{
          slidesToShow: slides,
          slidesToScroll: 1,
          autoplay: items.length > slides,
          autoplaySpeed: AUTOPLAY_MS,
          speed: SPEED_MS,
          infinite: items.length > slides,
          dots: false,
          arrows: items.length > slides,
          pauseOnHover: true,
        }}
      >
        {items.map((item) => (
          <Box key={item.id} sx={{ height: '100%' }}>
            <ItemCard item={item} config={config} sizes="(max-width: 600px) 45vw, 240px" />
          </Box>
        ))}
      </Carousel>
    </HomeSection>
  );
}
