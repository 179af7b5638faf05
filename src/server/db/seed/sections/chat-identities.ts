import type { SeedRows } from '../rows';

/** Chat identities: the admin (support), one per store's vendor, one per delivery man. */
export function buildChatIdentities(
  stores: SeedRows['stores'],
  deliveryMen: SeedRows['deliveryMen'],
): SeedRows['userInfos'] {
  const out: SeedRows['userInfos'] = [
    {
      id: 1,
      f_name: 'Atlas Mart',
      l_name: 'Support',
      phone: '+212522000000',
      email: 'support@atlasmart.test',
      image: 'logo.svg',
      admin_id: 1,
    },
  ];
  for (const st of stores) {
    out.push({
      id: out.length + 1,
      f_name: st.name,
      l_name: '',
      phone: st.phone,
      email: st.email,
      image: st.logo,
      vendor_id: st.vendor_id,
    });
  }
  for (const dm of deliveryMen) {
    out.push({
      id: out.length + 1,
      f_name: dm.f_name,
      l_name: dm.l_name,
      phone: dm.phone,
      email: dm.email,
      image: dm.image,
      deliveryman_id: dm.id,
    });
  }
  return out;
}
