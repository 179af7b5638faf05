import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import type { ReactNode } from 'react';
import type { ItemDetails } from '@/api/catalogTypes';
import { CATALOG_NAMESPACES } from '@/components/catalog/i18n';
import { Money } from '@/components/catalog/Money';
import { discountedPrice } from '@/domain/catalog/pricing';
import { isVariationOutOfStock } from '@/domain/catalog/status';
import { formatPrice, type MoneyConfig } from '@/domain/format';

interface Props {
  item: ItemDetails;
  config: MoneyConfig | null | undefined;
}

const listSx = {
  listStyle: 'none',
  p: 0,
  m: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: 0.75,
} as const;

const chipSx = {
  display: 'inline-block',
  px: 1.25,
  py: 0.5,
  border: 1,
  borderColor: 'divider',
  borderRadius: 5,
  fontSize: 14,
} as const;

function Group({
  title,
  note,
  children,
}: {
  title: string;
  note?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Box sx={{ py: 1.5, borderTop: 1, borderColor: 'divider' }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: 1, mb: 1 }}>
        <Typography component="h3" sx={{ fontSize: '1rem', fontWeight: 700 }}>
          {title}
        </Typography>
        {note}
      </Box>
      {children}
    </Box>
  );
}

function Row({ label, value }: { label: ReactNode; value?: ReactNode }) {
  return (
    <Box
      component="li"
      sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, fontSize: 15 }}
    >
      <span>{label}</span>
      {value ? (
        <Box component="span" sx={{ color: 'text.secondary', whiteSpace: 'nowrap' }}>
          {value}
        </Box>
      ) : null}
    </Box>
  );
}

const optionPrice = (value: string | number) => {
  const parsed = typeof value === 'number' ? value : Number.parseInt(value, 10);
  return Number.isFinite(parsed) ? parsed : 0;
};

/**
 * The item's choices, read-only: food option groups (required or optional, with limits), choice
 * options and variations of other modules, and add-ons. Choosing and buying come with the buy box.
 */
export function ProductOptions({ item, config }: Props) {
  const { t } = useTranslation(CATALOG_NAMESPACES);
  const foodGroups = Array.isArray(item.food_variations) ? item.food_variations : [];
  const choices = (item.choice_options ?? []).filter((choice) => choice.options?.length);
  const variations = item.variations ?? [];
  const addOns = item.add_ons ?? [];
  if (!foodGroups.length && !choices.length && !variations.length && !addOns.length) return null;

  return (
    <Box component="section" aria-labelledby="product-options-title">
      <Typography
        id="product-options-title"
        component="h2"
        sx={{ fontSize: '1.125rem', fontWeight: 700, mb: 0.5 }}
      >
        {t('Options')}
      </Typography>

      {foodGroups.map((group, index) => {
        const min = Number(group.min) || 0;
        const max = Number(group.max) || 0;
        const hint =
          group.type === 'multi' && max > 0
            ? t(
                'This Variation needs to be selected in between minimum {{min}} and Maximum {{max}} items',
                {
                  min,
                  max,
                },
              )
            : t('Select one');
        return (
          <Group
            key={`${group.name}-${index}`}
            title={group.name}
            note={
              <Typography component="span" variant="body2" color="text.secondary">
                {group.required === 'on' ? t('Required') : t('Optional')} · {hint}
              </Typography>
            }
          >
            <Box component="ul" sx={listSx}>
              {(group.values ?? []).map((value, position) => {
                const price = optionPrice(value.optionPrice);
                return (
                  <Row
                    key={`${value.label}-${position}`}
                    label={value.label}
                    value={price > 0 ? <bdi>+{formatPrice(price, config)}</bdi> : null}
                  />
                );
              })}
            </Box>
          </Group>
        );
      })}

      {choices.map((choice) => (
        <Group key={choice.name || choice.title} title={choice.title}>
          <Box component="ul" sx={{ ...listSx, flexDirection: 'row', flexWrap: 'wrap', gap: 1 }}>
            {choice.options.map((option) => (
              <Box component="li" key={option} sx={chipSx}>
                {option.trim()}
              </Box>
            ))}
          </Box>
        </Group>
      ))}

      {variations.length ? (
        <Group title={t('Prices by variation')}>
          <Box component="ul" sx={listSx}>
            {variations.map((variation) => (
              <Row
                key={variation.type}
                label={variation.type}
                value={
                  <>
                    <Money amount={discountedPrice(item, variation.price)} config={config} />
                    {isVariationOutOfStock(variation) ? ` · ${t('Out of Stock')}` : null}
                  </>
                }
              />
            ))}
          </Box>
        </Group>
      ) : null}

      {addOns.length ? (
        <Group title={t('Add-ons')}>
          <Box component="ul" sx={listSx}>
            {addOns.map((addOn) => (
              <Row
                key={addOn.id}
                label={addOn.name}
                value={<bdi>+{formatPrice(addOn.price, config)}</bdi>}
              />
            ))}
          </Box>
        </Group>
      ) : null}
    </Box>
  );
}
