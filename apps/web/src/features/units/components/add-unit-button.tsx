import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../../lib/translation.tsx';
import { useCreateUnit } from '../api/create-unit.ts';
import { continueListingPath } from './unit-card.tsx';

/** Multi-unit properties only: creates an empty unit and opens its listing flow. */
export function AddUnitButton({ propertyId }: { propertyId: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useCreateUnit(propertyId);
  return (
    <Button
      leftSection={<IconPlus size={18} aria-hidden="true" />}
      loading={create.isPending}
      onClick={() =>
        create.mutate(undefined, {
          onSuccess: (created) => navigate(continueListingPath(propertyId, created.id)),
        })
      }
    >
      {t('units.list.add')}
    </Button>
  );
}
