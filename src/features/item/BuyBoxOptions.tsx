import { useTranslation } from '@/lib/i18n/useTranslation';
import type { ReactNode } from 'react';
import toast from '@/lib/toast';
import type { AddOn, ChoiceOption, FoodVariation, Item } from '@/api/catalogTypes';
import type { Config } from '@/api/types';
import { MinusIcon, PlusIcon } from '@/components/catalog/CardIcons';
import {
  addOnControls,
  changeAddOnQuantity,
  chooseOption,
  groupHint,
  toggleAddOn,
  toggleFoodOption,
  type Selection,
} from '@/domain/cart/selection';
import { parseOptionPrice } from '@/domain/order/item';
import { formatPrice } from '@/domain/format';
import { CART_NAMESPACES } from '@/features/cart/i18n';
import { classNames } from '@/lib/classNames';
import styles from './buyBox.module.css';

/** The parts of the buy box's option sections: they read and change the customer's choice. */
interface ChoiceProps {
  selection: Selection;
  setSelection: (next: Selection) => void;
}

export function Stepper({
  label,
  of,
  value,
  onMinus,
  onPlus,
  minusDisabled,
  plusDisabled,
  size = 'medium',
}: {
  label: string;
  /** What the buttons change, when there are several steppers (an add-on's own). */
  of?: string;
  value: number;
  onMinus: () => void;
  onPlus: () => void;
  minusDisabled?: boolean;
  plusDisabled?: boolean;
  size?: 'small' | 'medium';
}) {
  const { t } = useTranslation(CART_NAMESPACES);
  return (
    <div
      role="group"
      aria-label={label}
      className={classNames(styles.stepper, size === 'small' && styles.small)}
    >
      <button
        type="button"
        className={styles.stepButton}
        aria-label={of ? t('Decrease quantity of {{name}}', { name: of }) : t('Decrease quantity')}
        onClick={onMinus}
        disabled={minusDisabled}
      >
        <MinusIcon />
      </button>
      <output aria-live="polite" className={styles.count}>
        {value}
      </output>
      <button
        type="button"
        className={styles.stepButton}
        aria-label={of ? t('Increase quantity of {{name}}', { name: of }) : t('Increase quantity')}
        onClick={onPlus}
        disabled={plusDisabled}
      >
        <PlusIcon />
      </button>
    </div>
  );
}

function Section({
  title,
  note,
  children,
  labelId,
  radio = false,
  required = false,
}: {
  title: string;
  note?: ReactNode;
  children: ReactNode;
  labelId: string;
  /** A single-choice group: a radio group (arrow keys move the choice). */
  radio?: boolean;
  required?: boolean;
}) {
  return (
    <div
      role={radio ? 'radiogroup' : 'group'}
      aria-labelledby={labelId}
      aria-required={radio && required ? true : undefined}
      className={styles.section}
    >
      <div className={styles.sectionHead}>
        <h3 id={labelId} className={styles.sectionTitle}>
          {title}
        </h3>
        {note}
      </div>
      {children}
    </div>
  );
}

/** A food option group (R-ITEM-3): radios for a single choice, checkboxes for several. */
export function FoodGroupSection({
  item,
  group,
  groupIndex,
  labelId,
  config,
  selection,
  setSelection,
}: ChoiceProps & {
  item: Item;
  group: FoodVariation;
  groupIndex: number;
  labelId: string;
  config: Config | null;
}) {
  const { t } = useTranslation(CART_NAMESPACES);
  const hint = groupHint(group);
  const chosen = selection.food[groupIndex] ?? [];
  const single = group.type !== 'multi';
  const toggle = (label: string) => {
    const result = toggleFoodOption(item, selection, groupIndex, label);
    if (result.error) {
      toast.error(t(result.error.key, result.error.params), { id: result.error.key });
    }
    setSelection(result.selection);
  };
  return (
    <Section
      labelId={labelId}
      radio={single}
      required={group.required === 'on'}
      title={group.name}
      note={
        <span className={styles.muted}>
          {group.required === 'on' ? t('Required') : t('Optional')}
          {hint ? ` · ${t(hint.key, hint.params)}` : ''}
        </span>
      }
    >
      {group.values.map((value) => {
        const price = parseOptionPrice(value.optionPrice);
        return (
          <div key={value.label} className={styles.row}>
            <label className={styles.check}>
              {single ? (
                // The chosen option may be toggled off (R-ITEM-3):
                // a click or Space on it clears the group; arrow keys move the choice.
                <input
                  type="radio"
                  name={labelId}
                  checked={chosen.includes(value.label)}
                  onChange={() => toggle(value.label)}
                  onClick={() => {
                    if (chosen.includes(value.label)) toggle(value.label);
                  }}
                />
              ) : (
                <input
                  type="checkbox"
                  checked={chosen.includes(value.label)}
                  onChange={() => toggle(value.label)}
                />
              )}
              <span>{value.label}</span>
            </label>
            <span className={styles.muted}>
              {price > 0 ? <bdi>+{formatPrice(price, config)}</bdi> : t('Free')}
            </span>
          </div>
        );
      })}
    </Section>
  );
}

/** A choice option of a non-food item: one pressed button per option. */
export function ChoiceSection({
  choice,
  index,
  labelId,
  selection,
  setSelection,
}: ChoiceProps & { choice: ChoiceOption; index: number; labelId: string }) {
  const chosen = selection.choices[index] ?? null;
  return (
    <Section labelId={labelId} title={choice.title}>
      <div className={styles.choices}>
        {choice.options.map((option) => (
          <button
            type="button"
            key={option}
            className={styles.choice}
            aria-pressed={chosen === option}
            onClick={() => setSelection(chooseOption(selection, index, option))}
          >
            {option.trim()}
          </button>
        ))}
      </div>
    </Section>
  );
}

/** The add-ons, each with its own stepper once chosen (R-ITEM-4). */
export function AddOnsSection({
  addOns,
  labelId,
  config,
  selection,
  setSelection,
}: ChoiceProps & { addOns: readonly AddOn[]; labelId: string; config: Config | null }) {
  const { t } = useTranslation(CART_NAMESPACES);
  return (
    <Section labelId={labelId} title={t('Addons')}>
      {addOns.map((addOn) => {
        const controls = addOnControls(selection, addOn.id);
        return (
          <div key={addOn.id} className={styles.row}>
            <label className={styles.check}>
              <input
                type="checkbox"
                checked={controls.checked}
                onChange={() => setSelection(toggleAddOn(selection, addOn.id))}
              />
              <span>
                {addOn.name}{' '}
                <span className={styles.muted}>
                  <bdi>+{formatPrice(addOn.price, config)}</bdi>
                </span>
              </span>
            </label>
            {controls.checked ? (
              <Stepper
                size="small"
                label={t('Quantity of {{name}}', { name: addOn.name })}
                of={addOn.name}
                value={controls.quantity}
                minusDisabled={!controls.minus}
                plusDisabled={!controls.plus}
                onMinus={() => setSelection(changeAddOnQuantity(selection, addOn.id, -1))}
                onPlus={() => setSelection(changeAddOnQuantity(selection, addOn.id, 1))}
              />
            ) : null}
          </div>
        );
      })}
    </Section>
  );
}
