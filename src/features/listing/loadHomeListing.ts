import type { ModuleType } from '@/api/types';
import type { PageLoadArgs } from '@/lib/server/page';

export interface HomeListingProps {
  view: 'listing';
  /** The `data_type` of the URL (category, searched, discounted …). */
  dataType: string;
  search: string | null;
  moduleType: ModuleType | null;
  pageModuleType: ModuleType | null;
}

/** True when `/home` is asked for a listing or search results instead of the module home. */
export function isHomeListingQuery(query: Record<string, string | string[] | undefined>): boolean {
  return Boolean(query.data_type || query.search);
}

/** Loads the first page of a `/home?data_type=…` listing or `/home?search=…` results. */
export async function loadHomeListing(
  { ctx, api }: PageLoadArgs,
  moduleId: number,
): Promise<{ props: HomeListingProps }> {
  const modules = await api.config.modules();
  const selected = modules.find((entry) => entry.id === moduleId) ?? null;
  const search = typeof ctx.query.search === 'string' ? ctx.query.search : null;
  const dataType = typeof ctx.query.data_type === 'string' ? ctx.query.data_type : 'searched';
  return {
    props: {
      view: 'listing',
      dataType,
      search,
      moduleType: selected?.module_type ?? null,
      pageModuleType: selected?.module_type ?? null,
    },
  };
}
