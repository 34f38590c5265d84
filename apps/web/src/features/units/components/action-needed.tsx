import type { Unit } from '@host-portal/contracts/units';
import { Alert, Button, List, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { build } from '../../../lib/route-paths.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import { actionTarget, needsAction, orderInvalidFields } from '../unit-status.ts';

type ActionUnit = Pick<Unit, 'id' | 'propertyId' | 'state' | 'invalidFields'> &
  Partial<Pick<Unit, 'rejectionMessage'>>;

/** Field names as the host reads them; unknown names are shown as sent. */
export function useFieldLabel() {
  const { t } = useTranslation();
  return (field: string) => t(`units.field.${field}`, { defaultValue: field });
}

/**
 * "Action needed" (000 section 4): the staff message, the fields to fix in order, and a call to
 * action that opens the page editing the first of them.
 */
export function ActionNeeded({ unit, compact = false }: { unit: ActionUnit; compact?: boolean }) {
  const { t } = useTranslation();
  const fieldLabel = useFieldLabel();
  if (!needsAction(unit)) return null;
  const { field, page } = actionTarget(unit);
  const fields = orderInvalidFields(unit.invalidFields);
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertTriangle aria-hidden="true" />}
      title={t('units.status.actionNeeded')}
      p={compact ? 'xs' : undefined}
    >
      <Stack gap="xs" align="flex-start">
        {unit.rejectionMessage && <Text size="sm">{unit.rejectionMessage}</Text>}
        {!compact && fields.length > 0 && (
          <>
            <Text size="sm">{t('units.status.fieldsToFix')}</Text>
            <List size="sm">
              {fields.map((f) => (
                <List.Item key={f}>{fieldLabel(f)}</List.Item>
              ))}
            </List>
          </>
        )}
        <Button
          component={Link}
          to={`${build.unit(unit.propertyId, unit.id, page)}${field ? `?field=${encodeURIComponent(field)}` : ''}`}
          size="xs"
          color="red"
        >
          {field ? t('units.status.fixField', { field: fieldLabel(field) }) : t('units.status.review')}
        </Button>
      </Stack>
    </Alert>
  );
}
