import type { ParcelCategory } from '@/api/modules/parcel';
import type { PageLoadArgs } from '@/lib/server/page';

export interface ParcelPageProps {
  parcelModuleId: number;
  categories: ParcelCategory[];
  pageModuleType: 'parcel';
}

/** The parcel module and its categories, server-rendered; 404 when no parcel module is active. */
export async function loadParcel({
  api,
}: PageLoadArgs): Promise<{ props: ParcelPageProps } | { notFound: true }> {
  const modules = await api.config.modules();
  const parcel = modules.find((entry) => entry.module_type === 'parcel');
  if (!parcel) return { notFound: true };
  const categories = await api.parcel.categories(parcel.id);
  return { props: { parcelModuleId: parcel.id, categories, pageModuleType: 'parcel' } };
}
