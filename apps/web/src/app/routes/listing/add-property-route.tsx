import type { PROPERTY_TYPES } from '@host-portal/contracts/properties';
import { Alert, Button, Group, Radio, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconBuilding, IconHome } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { PageContainer } from '../../../components/ui/page-container.tsx';
import { updateListingProgress } from '../../../features/listing/api/update-listing-progress.ts';
import { flowStepPath } from '../../../features/listing/flow-paths.ts';
import { useCreateProperty } from '../../../features/properties/api/create-property.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useTranslation } from '../../../lib/translation.tsx';

type PropertyType = (typeof PROPERTY_TYPES)[number];

/** Choose single or multi-unit, create the property with its first unit, then into the flow. */
export default function AddPropertyRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useCreateProperty();
  const [type, setType] = useState<PropertyType | null>(null);
  const [error, setError] = useState<string>();
  usePageTitle(t('listing.addProperty.title'));

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!type) return setError(t('listing.addProperty.choose'));
    setError(undefined);
    try {
      const created = await create.mutateAsync({ propertyType: type });
      const flow = type === 'single' ? 'single-unit' : 'multi-unit';
      if (type === 'single') {
        // the property step asks what kind of place it is (the single-unit flow has no unit-type step)
        navigate(flowStepPath(flow, created.id, created.unitId, 'property'));
        return;
      }
      // for a multi-unit property the type is the property step's whole answer
      await updateListingProgress(created.unitId, { steps: ['property'] }).catch(() => null);
      navigate(flowStepPath(flow, created.id, created.unitId, 'location'));
    } catch (e) {
      setError(isApiError(e) && e.message ? e.message : t('commons.errorOccuredPleaseTryAgain'));
    }
  };

  return (
    <PageContainer>
      <form onSubmit={submit} noValidate>
        <Stack gap="lg" maw={720}>
          <Stack gap={4}>
            <Title order={1}>{t('listing.addProperty.title')}</Title>
            <Text c="dimmed">{t('listing.addProperty.description')}</Text>
          </Stack>
          {error && (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          )}
          <Radio.Group
            label={t('listing.addProperty.typeLabel')}
            value={type}
            onChange={(v) => setType(v as PropertyType)}
            required
          >
            <SimpleGrid cols={{ base: 1, sm: 2 }} mt="xs">
              {(['single', 'multi'] as const).map((value) => {
                const Icon = value === 'single' ? IconHome : IconBuilding;
                return (
                  <Radio.Card key={value} value={value} p="md" radius="md" withBorder>
                    <Group wrap="nowrap" align="flex-start">
                      <Radio.Indicator aria-hidden="true" />
                      <Stack gap={4}>
                        <Icon size={28} aria-hidden="true" />
                        <Text fw={600}>{t(`properties.type.${value}`)}</Text>
                        <Text size="sm" c="dimmed">
                          {t(`listing.property.${value}Description`)}
                        </Text>
                      </Stack>
                    </Group>
                  </Radio.Card>
                );
              })}
            </SimpleGrid>
          </Radio.Group>
          <Group justify="flex-end">
            <Button type="submit" loading={create.isPending}>
              {t('listing.addProperty.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </PageContainer>
  );
}
