import { defaultCountryIso } from '@/domain/validation/phone';
import { useConfig } from '@/hooks/useConfig';

/** The configuration switches the account screens read. */
export function useAuthSettings() {
  const config = useConfig();
  return {
    defaultCountry: defaultCountryIso(config?.country),
    countryPicker: config?.country_picker_status === 1,
    referral: config?.ref_earning_status === 1,
  };
}
