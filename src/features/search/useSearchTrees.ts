import { useQuery } from '@tanstack/react-query';
import { useRouter } from 'next/router';
import { useApi } from '@/api/ApiProvider';
import { queryKeys } from '@/api/queryKeys';
import type { ModuleType } from '@/api/types';
import type { TreeNode } from '@/domain/search/tree';

const FIVE_MINUTES = 5 * 60_000;

/** The category tree of the module and, for modules with brands (shop), the brand list. */
export function useSearchTrees(moduleId: number, moduleType: ModuleType | null) {
  const api = useApi();
  const { locale = 'en' } = useRouter();
  const categories = useQuery({
    queryKey: queryKeys.categoryTree(locale, moduleId),
    queryFn: async (): Promise<TreeNode[]> =>
      (await api.catalog.categories()).map((category) => ({
        id: category.id,
        name: category.name,
        children: (category.childes ?? []).map((child) => ({ id: child.id, name: child.name })),
      })),
    staleTime: FIVE_MINUTES,
  });
  const brands = useQuery({
    queryKey: queryKeys.brandList(locale, moduleId),
    queryFn: async (): Promise<TreeNode[]> =>
      (await api.catalog.brandList()).map((brand) => ({ id: brand.id, name: brand.name })),
    staleTime: FIVE_MINUTES,
    enabled: moduleType === 'ecommerce',
  });
  return { categories: categories.data ?? [], brands: brands.data ?? [] };
}
