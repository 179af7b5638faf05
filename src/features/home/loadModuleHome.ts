import type { ModuleType } from '@/api/types';
import type { PageLoadArgs } from '@/lib/server/page';
import type { ModuleHomeData } from './ModuleHomeScreen';

const SECTION_SIZE = 12;

export interface ModuleHomeProps {
  view: 'module-home';
  data: ModuleHomeData;
  moduleName: string | null;
  moduleType: ModuleType | null;
  pageModuleType: ModuleType | null;
}

/** Loads every section of the module home for the visitor's zone and module, in parallel. */
export async function loadModuleHome(
  { api }: PageLoadArgs,
  moduleId: number,
): Promise<{ props: ModuleHomeProps }> {
  const [modules, popularStores, popularItems, specialOffers, newStores] = await Promise.all([
    api.config.modules(),
    api.catalog.stores('all', { limit: SECTION_SIZE, offset: 1, storeType: 'popular' }),
    api.catalog.popularItems(SECTION_SIZE),
    api.catalog.discountedItems(SECTION_SIZE),
    api.catalog.latestStores(SECTION_SIZE),
  ]);
  const selected = modules.find((entry) => entry.id === moduleId) ?? null;
  return {
    props: {
      view: 'module-home',
      moduleName: selected?.module_name ?? null,
      moduleType: selected?.module_type ?? null,
      pageModuleType: selected?.module_type ?? null,
      data: {
        popularStores: popularStores.stores ?? [],
        popularItems: popularItems.products ?? [],
        specialOffers: specialOffers.products ?? [],
        newStores: newStores.stores ?? [],
      },
    },
  };
}
