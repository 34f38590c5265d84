import {
  ONBOARDING_COMMERCIAL_MODELS,
  type OnboardingCommercialModel,
} from '@host-portal/contracts/onboarding';
import { Group, Radio, SimpleGrid, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { isApiError } from '../../../lib/api-error.ts';
import { useCurrentUser } from '../../../lib/current-user.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import { useSaveCommercialModel } from '../api/save-commercial-model.ts';
import { useListingStep } from '../components/step-context.tsx';
import { StepLayout } from '../components/step-layout.tsx';

/**
 * commercial-model (onboarding): commission or subscription. The choice decides the steps that
 * follow (verification and payout for commission, the plan pages for subscription) and the screens
 * of the app, so the user is read again before the flow moves on.
 */
export default function CommercialModelStep() {
  const { t } = useTranslation();
  const { complete } = useListingStep();
  const user = useCurrentUser();
  const current = user?.commercialModel;
  const [model, setModel] = useState<OnboardingCommercialModel | null>(
    current === 'commission' || current === 'subscription' ? current : null,
  );
  const [missing, setMissing] = useState(false);
  const save = useSaveCommercialModel();

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!model) return setMissing(true);
    if (model !== current || user?.biddingTag) {
      try {
        await save.mutateAsync({ commercialModel: model });
      } catch {
        return;
      }
    }
    await complete();
  };
  const failure = save.error
    ? isApiError(save.error) && save.error.status === 409
      ? t('onboarding.commercialModel.finished')
      : isApiError(save.error) && save.error.message
        ? save.error.message
        : t('commons.errorOccuredPleaseTryAgain')
    : undefined;

  return (
    <StepLayout
      title={t('onboarding.commercialModel.title')}
      description={t('onboarding.commercialModel.description')}
      onSubmit={(e) => void submit(e)}
      pending={save.isPending}
      error={failure}
    >
      <Radio.Group
        value={model ?? ''}
        onChange={(value) => {
          setModel(value as OnboardingCommercialModel);
          setMissing(false);
        }}
        label={t('onboarding.commercialModel.label')}
        error={missing ? t('forms.errors.required') : undefined}
        required
      >
        <SimpleGrid cols={{ base: 1, sm: 2 }} mt="sm">
          {ONBOARDING_COMMERCIAL_MODELS.map((value) => (
            <Radio.Card key={value} value={value} p="md" radius="md" withBorder>
              <Group wrap="nowrap" align="flex-start">
                <Radio.Indicator aria-hidden="true" />
                <Stack gap={4}>
                  <Text fw={600}>{t(`onboarding.commercialModel.${value}.title`)}</Text>
                  <Text size="sm" c="dimmed">
                    {t(`onboarding.commercialModel.${value}.text`)}
                  </Text>
                </Stack>
              </Group>
            </Radio.Card>
          ))}
        </SimpleGrid>
      </Radio.Group>
    </StepLayout>
  );
}
