import { useQuery } from '@tanstack/react-query';
import { useRouter } from 'next/router';
import { useApi } from '@/api/ApiProvider';
import { queryKeys } from '@/api/queryKeys';
import type { ModuleType } from '@/api/types';
import { brandTreeOf, categoryTreeOf, hasBrandFilter, type TreeNode } from '@/domain/search/tree';

const FIVE_MINUTES = 5 * 60_000;

/**
 * The category tree of the module and, for modules with brands (shop), the brand list. The results
 * page loader puts both in the cache under these keys (`loadHomeListing`), so the filter column is
 * in the server HTML and the first browser render matches it.
 */
export function useSearchTrees(moduleId: number, moduleType: ModuleType | null) {
  const api = useApi();
  const { locale = 'en' } = useRouter();
  const categories = useQuery({
    queryKey: queryKeys.categoryTree(locale, moduleId),
    queryFn: async (): Promise<TreeNode[]> => categoryTreeOf(await api.catalog.categories()),
    staleTime: FIVE_MINUTES,
  });
  const brands = useQuery({
    queryKey: queryKeys.brandList(locale, moduleId),
    queryFn: async (): Promise<TreeNode[]> => brandTreeOf(await api.catalog.brandList()),
    staleTime: FIVE_MINUTES,
    enabled: hasBrandFilter(moduleType),
  });
  return { categories: categories.data ?? [], brands: brands.data ?? [] };
}
