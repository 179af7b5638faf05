import { useTranslation } from '@/lib/i18n/useTranslation';
import { slotId, twelveHour, type TimeSlot } from '@/domain/checkout/timeSlots';
import { ChoiceGroup, Radio } from '@/components/ui/Choice';
import { TextField } from '@/components/ui/TextField';
import ui from '@/components/ui/ui.module.css';
import { ORDER_NAMESPACES } from '@/features/cart/i18n';
import styles from './checkout.module.css';

export interface ScheduleDay {
  key: 'today' | 'tomorrow';
  slots: TimeSlot[];
}

/**
 * A left-to-right isolate (an <option> holds text only, so no <bdi>): "9:00 AM - 9:30 AM" keeps
 * its order in Arabic.
 */
const ltr = (text: string) => `\u2066${text}\u2069`;

/**
 * When to deliver: now (while the store is open) or a time slot today or tomorrow from the store's
 * schedule. `value` is the chosen slot id ("Y-m-d H:i:s") or null for now. A missing slot that
 * Place Order found shows once, under the time slot select (whose id is `slotSelectId`).
 */
export function SchedulePicker({
  canOrderNow,
  days,
  value,
  onChange,
  error = null,
  slotSelectId,
}: {
  canOrderNow: boolean;
  days: readonly ScheduleDay[];
  value: string | null;
  onChange: (slot: string | null) => void;
  /** The translated problem, if any. */
  error?: string | null;
  slotSelectId?: string;
}) {
  const { t } = useTranslation(ORDER_NAMESPACES);
  const mode = value || !canOrderNow ? 'schedule' : 'now';
  const available = days.filter((day) => day.slots.length > 0);
  const dayOfValue = days.find((day) => day.slots.some((slot) => slotId(slot) === value));
  const day = dayOfValue ?? available[0];

  return (
    <div className={styles.schedule}>
      <ChoiceGroup legend={t('Delivery time')} legendHidden row>
        <Radio
          name="delivery_time"
          value="now"
          checked={mode === 'now'}
          onChange={() => onChange(null)}
          label={t('Now')}
          disabled={!canOrderNow}
        />
        <Radio
          name="delivery_time"
          value="schedule"
          checked={mode === 'schedule'}
          onChange={() => {
            if (day?.slots[0]) onChange(slotId(day.slots[0]));
          }}
          label={t('Schedule Order')}
          disabled={available.length === 0}
        />
      </ChoiceGroup>
      {mode === 'schedule' ? (
        available.length === 0 ? (
          <p className={`${ui.body1} ${ui.errorText}`} role="alert">
            {t('No time slot is available. Please try again later.')}
          </p>
        ) : (
          <div className={styles.selects}>
            <TextField
              select
              size="small"
              label={t('Day')}
              value={day?.key ?? ''}
              onChange={(event) => {
                const next = days.find((entry) => entry.key === event.target.value);
                if (next?.slots[0]) onChange(slotId(next.slots[0]));
              }}
              className={styles.daySelect}
            >
              {available.map((entry) => (
                <option key={entry.key} value={entry.key}>
                  {entry.key === 'today' ? t('Today') : t('Tomorrow')}
                </option>
              ))}
            </TextField>
            <TextField
              select
              id={slotSelectId}
              size="small"
              label={t('Time slot')}
              value={value ?? ''}
              onChange={(event) => onChange(event.target.value)}
              error={Boolean(error)}
              helperText={error ?? undefined}
              className={styles.slotSelect}
            >
              {/* No slot chosen yet (the store is closed): an empty choice, as MUI's Select showed. */}
              {value ? null : <option value="" disabled hidden />}
              {(day?.slots ?? []).map((slot) => (
                <option key={slotId(slot)} value={slotId(slot)}>
                  {ltr(`${twelveHour(slot.start)} - ${twelveHour(slot.end)}`)}
                </option>
              ))}
            </TextField>
          </div>
        )
      ) : null}
    </div>
  );
}
