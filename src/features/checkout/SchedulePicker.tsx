import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/lib/i18n/useTranslation';
import { slotId, twelveHour, type TimeSlot } from '@/domain/checkout/timeSlots';
import { ORDER_NAMESPACES } from '@/features/cart/i18n';

export interface ScheduleDay {
  key: 'today' | 'tomorrow';
  slots: TimeSlot[];
}

/**
 * When to deliver: now (while the store is open) or a time slot today or tomorrow from the store's
 * schedule. `value` is the chosen slot id ("Y-m-d H:i:s") or null for now.
 */
export function SchedulePicker({
  canOrderNow,
  days,
  value,
  onChange,
}: {
  canOrderNow: boolean;
  days: readonly ScheduleDay[];
  value: string | null;
  onChange: (slot: string | null) => void;
}) {
  const { t } = useTranslation(ORDER_NAMESPACES);
  const mode = value || !canOrderNow ? 'schedule' : 'now';
  const available = days.filter((day) => day.slots.length > 0);
  const dayOfValue = days.find((day) => day.slots.some((slot) => slotId(slot) === value));
  const day = dayOfValue ?? available[0];

  return (
    <Stack spacing={1.5}>
      <RadioGroup
        row
        name="delivery_time"
        value={mode}
        aria-label={t('Delivery time')}
        onChange={(event) => {
          if (event.target.value === 'now') onChange(null);
          else if (day?.slots[0]) onChange(slotId(day.slots[0]));
        }}
      >
        <FormControlLabel
          value="now"
          control={<Radio />}
          label={t('Now')}
          disabled={!canOrderNow}
        />
        <FormControlLabel
          value="schedule"
          control={<Radio />}
          label={t('Schedule Order')}
          disabled={available.length === 0}
        />
      </RadioGroup>
      {mode === 'schedule' ? (
        available.length === 0 ? (
          <Typography color="error" role="alert">
            {t('No time slot is available. Please try again later.')}
          </Typography>
        ) : (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
            <TextField
              select
              size="small"
              label={t('Day')}
              value={day?.key ?? ''}
              onChange={(event) => {
                const next = days.find((entry) => entry.key === event.target.value);
                if (next?.slots[0]) onChange(slotId(next.slots[0]));
              }}
              sx={{ minWidth: 160 }}
            >
              {available.map((entry) => (
                <MenuItem key={entry.key} value={entry.key}>
                  {entry.key === 'today' ? t('Today') : t('Tomorrow')}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              size="small"
              label={t('Time slot')}
              value={value ?? ''}
              onChange={(event) => onChange(event.target.value)}
              sx={{ minWidth: 220 }}
            >
              {(day?.slots ?? []).map((slot) => (
                <MenuItem key={slotId(slot)} value={slotId(slot)}>
                  <bdi dir="ltr">
                    {twelveHour(slot.start)} - {twelveHour(slot.end)}
                  </bdi>
                </MenuItem>
              ))}
            </TextField>
          </Stack>
        )
      ) : null}
    </Stack>
  );
}
