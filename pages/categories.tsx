import type { InferGetServerSidePropsType } from 'next';
import { useTranslation } from '@/lib/i18n/useTranslation';
import { CategoriesScreen } from '@/features/listing/CategoriesScreen';
import { LISTING_NAMESPACES, SEARCH_NAMESPACES } from '@/features/listing/i18n';
import { ListingSeo } from '@/features/listing/ListingSeo';
import { loadCategoriesPage, type CategoriesPageProps } from '@/features/listing/server';
import { storefrontPage } from '@/lib/server/page';

/** /categories[?module_id]: the module's categories (the visitor's module, or every module). */
export const getServerSideProps = storefrontPage<CategoriesPageProps>(loadCategoriesPage, {
  namespaces: LISTING_NAMESPACES,
});

export default function CategoriesPage(
  props: InferGetServerSidePropsType<typeof getServerSideProps>,
) {
  const { t } = useTranslation(SEARCH_NAMESPACES);
  return (
    <>
      <ListingSeo
        shell={props.shell}
        title={t('Categories')}
        description={t('Every category of {{business}}.', {
          business: props.shell.config?.business_name ?? '',
        })}
        path={props.moduleId ? `/categories?module_id=${props.moduleId}` : '/categories'}
      />
      <CategoriesScreen {...props} />
    </>
  );
}
