import { Radio, ChoiceGroup } from '@/components/ui/Choice';
import { TextField } from '@/components/ui/TextField';
import { fieldLabel, type OfflineMethod } from '@/domain/checkout/payment';
import { TEXT_LIMITS } from '@/domain/validation/fields';
import { ORDER_NAMESPACES } from '@/features/cart/i18n';
import { useTranslation } from '@/lib/i18n/useTranslation';
import styles from './checkout.module.css';

export interface OfflineInfo {
  methodId: number | null;
  values: Record<string, string>;
}

/**
 * An offline payment (R-PAY-3): the method, the shop's details to pay to, and what the customer
 * tells about their payment (a transfer reference …); a required field left empty says so.
 */
export function OfflinePaymentFields({
  methods,
  value,
  onChange,
  missing,
}: {
  methods: readonly OfflineMethod[];
  value: OfflineInfo;
  onChange: (next: OfflineInfo) => void;
  /** The required field left empty that Place Order found, if any. */
  missing: string | null;
}) {
  const { t } = useTranslation(ORDER_NAMESPACES);
  const method = methods.find((entry) => entry.id === value.methodId) ?? null;
  return (
    <div className={styles.offline}>
      {methods.length > 1 ? (
        <ChoiceGroup legend={t('Offline method')}>
          {methods.map((entry) => (
            <Radio
              key={entry.id}
              name="offline_method"
              label={entry.method_name}
              checked={value.methodId === entry.id}
              onChange={() => onChange({ methodId: entry.id, values: {} })}
            />
          ))}
        </ChoiceGroup>
      ) : null}
      {method ? (
        <>
          <p className={styles.offlineTitle}>
            {t('Pay {{method}} to:', { method: method.method_name })}
          </p>
          <dl className={styles.offlineDetails}>
            {(method.method_fields ?? []).map((field) => (
              <div key={field.input_name}>
                <dt>{fieldLabel(field.input_name)}</dt>
                <dd dir="auto">{field.input_data}</dd>
              </div>
            ))}
          </dl>
          {(method.method_informations ?? []).map((field) => {
            const required = Number(field.is_required) === 1 || field.is_required === true;
            const empty = missing === field.customer_input;
            return (
              <TextField
                key={field.customer_input}
                id={`offline-${field.customer_input}`}
                label={field.customer_placeholder || fieldLabel(field.customer_input)}
                required={required}
                value={value.values[field.customer_input] ?? ''}
                onChange={(event) =>
                  onChange({
                    ...value,
                    values: { ...value.values, [field.customer_input]: event.target.value },
                  })
                }
                error={empty}
                helperText={empty ? t('This field is required') : undefined}
                inputProps={{ maxLength: TEXT_LIMITS.offlinePaymentField }}
              />
            );
          })}
        </>
      ) : null}
    </div>
  );
}
