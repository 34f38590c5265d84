import { Pagination, type PaginationProps } from '@mantine/core';
import { useTranslation } from '../../lib/translation.tsx';

/** Mantine's pagination with its controls and pages named in the user's language. */
export function PagePagination(props: PaginationProps) {
  const { t } = useTranslation();
  return (
    <Pagination
      {...props}
      getControlProps={(control) => ({ 'aria-label': t(`commons.pagination.${control}`) })}
      getItemProps={(page) => ({ 'aria-label': t('commons.pagination.page', { page }) })}
    />
  );
}
