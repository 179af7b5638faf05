import {
  ADDRESS_MESSAGES,
  addressDefaults,
  addressesInZone,
  addressFormSchema,
  addressPayload,
  addressToEdit,
  guestAddressLine,
  plusPhone,
  readGuestInfo,
  savedAddressList,
  type AddressFormValues,
} from '@/domain/checkout/address';

const home = {
  id: 1,
  address_type: 'home',
  address: 'Rue A',
  latitude: '33.57',
  longitude: '-7.59',
  zone_ids: [1],
};
const office = {
  id: 2,
  address_type: 'office',
  address: 'Rue B',
  latitude: '34.02',
  longitude: '-6.84',
  zone_id: 2,
};
const gym = {
  id: 3,
  address_type: 'Gym',
  address: 'Rue C',
  latitude: '33.58',
  longitude: '-7.6',
  zone_ids: [1],
};

const values: AddressFormValues = {
  address: ' Rue A ',
  contact_person_name: 'Amina B',
  contact_person_number: '+212600000001',
  road: '12',
  house: '',
  floor: '3',
  address_label: 'Gym',
};

describe('address form', () => {
  it('has the three required messages', async () => {
    await expect(
      addressFormSchema.validate(
        { address: '', contact_person_name: '', contact_person_number: '' },
        { abortEarly: false },
      ),
    ).rejects.toMatchObject({
      errors: [ADDRESS_MESSAGES.address, ADDRESS_MESSAGES.name, ADDRESS_MESSAGES.phone],
    });
    await expect(addressFormSchema.isValid(values)).resolves.toBe(true);
  });

  it('sends the label in place of type other, trimmed, with empty additional information', () => {
    expect(addressPayload(values, 'other', { lat: 33.5, lng: -7.6 })).toEqual({
      address: 'Rue A',
      address_type: 'Gym',
      contact_person_name: 'Amina B',
      contact_person_number: '+212600000001',
      latitude: '33.5',
      longitude: '-7.6',
      additional_information: '',
      house: '',
      floor: '3',
      road: '12',
    });
    expect(
      addressPayload({ ...values, address_label: ' ' }, 'other', { lat: 1, lng: 2 }).address_type,
    ).toBe('other');
    expect(addressPayload(values, 'home', { lat: 1, lng: 2 }).address_type).toBe('home');
  });

  it('edits the address of that type, adds otherwise', () => {
    expect(addressToEdit([home, office], 'office')).toBe(office);
    expect(addressToEdit([office], 'home')).toBeNull();
    expect(addressToEdit([home, gym], 'other')).toBeNull();
  });

  it('defaults the contact to the profile, or to the edited address', () => {
    expect(
      addressDefaults({ f_name: 'Amina', l_name: 'B', phone: '+2126' }, null, 'Here'),
    ).toMatchObject({
      address: 'Here',
      contact_person_name: 'Amina B',
      contact_person_number: '+2126',
      address_label: '',
    });
    expect(addressDefaults(null, { ...gym, contact_person_name: 'X' }, 'Here')).toMatchObject({
      address: 'Rue C',
      contact_person_name: 'X',
      address_label: 'Gym',
    });
  });
});

describe('address lists', () => {
  it("keeps only the store zone's addresses", () => {
    expect(addressesInZone([home, office, gym], 1).map((a) => a.id)).toEqual([1, 3]);
    expect(addressesInZone([home, office, gym], 2).map((a) => a.id)).toEqual([2]);
    expect(addressesInZone([home, office], null)).toHaveLength(2);
  });

  it('puts the current location first unless it is a saved address', () => {
    const current = {
      id: null,
      address: 'Somewhere',
      address_type: 'other',
      latitude: 1,
      longitude: 2,
      zone_ids: [1],
    };
    expect(savedAddressList(current, [home]).map((a) => a.id)).toEqual([null, 1]);
    const same = { ...current, address: 'Rue A', latitude: 33.57, longitude: -7.59 };
    expect(savedAddressList(same, [home]).map((a) => a.id)).toEqual([1]);
    expect(savedAddressList(null, [{ id: 9, address: '', latitude: 'x' }])).toEqual([]);
  });
});

describe('guest info', () => {
  it('reads only known string fields, never a password', () => {
    const info = readGuestInfo({
      contact_person_name: 'G',
      contact_person_number: '2126',
      password: 'secret',
      road: 5,
    });
    expect(info).toEqual({
      contact_person_name: 'G',
      contact_person_number: '2126',
      contact_person_email: '',
      house: '',
      floor: '',
      road: '',
      address: '',
    });
    expect(readGuestInfo({})).toBeNull();
    expect(readGuestInfo('x')).toBeNull();
  });

  it('writes Road, House, Floor and the phone with a plus', () => {
    expect(guestAddressLine({ road: '5', house: '12', floor: '2' })).toBe('5, 12, 2');
    expect(guestAddressLine({ road: '', house: '12' })).toBe('12');
    expect(plusPhone('212600')).toBe('+212600');
    expect(plusPhone('+212600')).toBe('+212600');
    expect(plusPhone(null)).toBe('');
  });
});
