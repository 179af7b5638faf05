import { useQueryClient } from '@tanstack/react-query';
import { useFormik } from 'formik';
import { useTranslation } from '@/lib/i18n/useTranslation';
import { useState } from 'react';
import toast from '@/lib/toast';
import { useApi } from '@/api/ApiProvider';
import { ApiError } from '@/api/errors';
import type { LatLng } from '@/api/types';
import {
  addressDefaults,
  addressFormSchema,
  addressPayload,
  addressToEdit,
  guestAddressDefaults,
  guestAddressFormSchema,
  phoneParts,
  type AddressType,
  type CheckoutAddress,
  type GuestAddressFormValues,
  type GuestInfo,
} from '@/domain/checkout/address';
import type { SavedAddress } from '@/domain/location/stored';
import { defaultCountryIso, dialCountry, normalizePhone } from '@/domain/validation/phone';
import { ORDER_NAMESPACES } from '@/features/cart/i18n';
import { locationKeys } from '@/features/location/queryKeys';
import { useConfig } from '@/hooks/useConfig';
import { useProfile } from '@/hooks/useProfile';
import { useAppSelector } from '@/store/hooks';

/**
 * The address form's values and save. Members save on the server (editing the address of the
 * chosen type when one exists) and get the saved address back with its id; a guest's address is
 * handed to the caller, who keeps it on this device. The phone is typed as a national number
 * under `country` and saved with its country code.
 */
export function useAddressForm(input: {
  editing: SavedAddress | null;
  saved: readonly SavedAddress[];
  start: { address?: string | null } | null | undefined;
  guest: GuestInfo | null;
  type: AddressType;
  point: LatLng;
  onSaved: (address: CheckoutAddress) => void;
  onClose: () => void;
}) {
  const { editing, saved, start, guest, type, point, onSaved, onClose } = input;
  const { t } = useTranslation(ORDER_NAMESPACES);
  const api = useApi();
  const queryClient = useQueryClient();
  const config = useConfig();
  const profile = useProfile();
  const token = useAppSelector((state) => state.session.token);
  const asGuest = !token;
  const pickerEnabled = Number(config?.country_picker_status) === 1;

  // The phone starts as its national part under its country (the configured one by default).
  const [initial] = useState<{ values: GuestAddressFormValues; country: string }>(() => {
    const values = asGuest
      ? guestAddressDefaults(guest, start?.address ?? null)
      : {
          ...addressDefaults(profile.data ?? null, editing, start?.address ?? null),
          contact_person_email: '',
        };
    const parts = phoneParts(
      values.contact_person_number,
      defaultCountryIso(config?.country),
      pickerEnabled,
    );
    return {
      values: { ...values, contact_person_number: parts.national },
      country: parts.country,
    };
  });
  const [country, setCountry] = useState(initial.country);

  const formik = useFormik<GuestAddressFormValues>({
    initialValues: initial.values,
    validationSchema: asGuest ? guestAddressFormSchema : addressFormSchema,
    validateOnBlur: true,
    onSubmit: async (values) => {
      const payload = addressPayload(
        {
          ...values,
          contact_person_number: normalizePhone(
            dialCountry(country).dial,
            values.contact_person_number,
          ),
        },
        type,
        point,
      );
      const result: CheckoutAddress = {
        id: editing?.id ?? null,
        address: payload.address,
        address_type: payload.address_type,
        latitude: point.lat,
        longitude: point.lng,
        road: payload.road,
        house: payload.house,
        floor: payload.floor,
        contact_person_name: payload.contact_person_name,
        contact_person_number: payload.contact_person_number,
        contact_person_email: asGuest ? values.contact_person_email.trim() : null,
        zone_ids: [],
      };
      if (asGuest) {
        onSaved(result);
        onClose();
        return;
      }
      const target = editing ?? addressToEdit(saved, type);
      try {
        if (target) {
          const answer = await api.address.update(target.id, payload);
          toast.success(answer.message, { id: 'address-saved' });
          result.id = target.id;
        } else {
          const answer = await api.address.add(payload);
          toast.success(answer.message, { id: 'address-saved' });
          result.zone_ids = answer.zone_ids ?? [];
        }
        await queryClient.invalidateQueries({ queryKey: locationKeys.addresses(token) });
        if (result.id === null) {
          // add answers without the new id: it is the newest saved address with this text and type.
          const list = await queryClient.fetchQuery({
            queryKey: locationKeys.addresses(token),
            queryFn: () => api.address.list(),
          });
          const created = list
            .filter(
              (entry) =>
                entry.address === result.address && entry.address_type === result.address_type,
            )
            .sort((a, b) => b.id - a.id)[0];
          if (created) result.id = created.id;
        }
        onSaved(result);
        onClose();
      } catch (error) {
        const message =
          error instanceof ApiError ? error.message : t('Something went wrong. Please try again.');
        toast.error(message, { id: 'address-error' });
      }
    },
  });

  return { formik, country, setCountry, asGuest, pickerEnabled };
}
