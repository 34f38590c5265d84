import type { PropertiesConfiguration } from '@host-portal/contracts/listing';
import type { Property } from '@host-portal/contracts/properties';
import type { Unit } from '@host-portal/contracts/units';
import { Box, Button, Collapse, Grid, Loader, Paper, Stack } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconListCheck } from '@tabler/icons-react';
import { Suspense, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { PageContainer } from '../../../components/ui/page-container.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { build } from '../../../lib/route-paths.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import { useUpdateListingProgress } from '../api/update-listing-progress.ts';
import { nextStep, previousStep, progressOf, withCompleted } from '../engine/progress.ts';
import type { FlowStep, StepName } from '../engine/steps.ts';
import type { FlowVariant } from '../engine/variants.ts';
import { NotAvailableStepPage, STEP_PAGES } from '../steps/step-registry.ts';

import { FlowHeader } from './flow-header.tsx';
import { ListingStepContext, type ListingStepContextValue, type StepSlots } from './step-context.tsx';
import { StepNav } from './step-nav.tsx';

interface FlowFrameProps {
  property: Property;
  unit: Unit;
  configuration: PropertiesConfiguration;
  variant: FlowVariant;
  steps: readonly FlowStep[];
  completed: readonly string[];
  current: StepName;
  linkTo: (name: StepName) => string;
  slots: StepSlots;
}

/** Header with progress, the step list (a collapsible panel on phones) and the current step page. */
export function FlowFrame(props: FlowFrameProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const wide = useMediaQuery('(min-width: 62em)', true);
  const [navOpen, nav] = useDisclosure(false);
  const [completing, setCompleting] = useState(false);
  const saveProgress = useUpdateListingProgress(props.unit.id);
  const { steps, completed, current, linkTo } = props;
  const step = steps.find((s) => s.name === current) as FlowStep;
  const percent = progressOf(steps, completed).percent;

  const value = useMemo<ListingStepContextValue>(() => {
    const back = previousStep(steps, current);
    return {
      propertyId: props.property.id,
      unitId: props.unit.id,
      property: props.property,
      unit: props.unit,
      configuration: props.configuration,
      variant: props.variant,
      step,
      steps,
      completed,
      linkTo,
      backTo: back ? linkTo(back) : null,
      completing,
      complete: async () => {
        setCompleting(true);
        try {
          if (!completed.includes(current)) {
            await saveProgress.mutateAsync({ steps: withCompleted(completed, current) });
          }
          const next = nextStep(steps, current);
          navigate(next ? linkTo(next) : build.listingCompleted(props.property.id, props.unit.id));
        } catch (error) {
          notifications.show({
            color: 'red',
            message:
              isApiError(error) && error.message ? error.message : t('commons.errorOccuredPleaseTryAgain'),
          });
        } finally {
          setCompleting(false);
        }
      },
    };
  }, [
    props.property,
    props.unit,
    props.configuration,
    props.variant,
    step,
    steps,
    completed,
    current,
    linkTo,
    completing,
    saveProgress,
    navigate,
    t,
  ]);

  const Page = props.slots[current] ?? STEP_PAGES[current] ?? NotAvailableStepPage;
  const stepNav = (
    <StepNav
      steps={steps}
      completed={completed}
      current={current}
      linkTo={linkTo}
      onNavigate={wide ? undefined : nav.close}
      hasPage={(name) => Boolean(props.slots[name] ?? STEP_PAGES[name])}
    />
  );

  return (
    <PageContainer>
      <Stack gap="lg">
        <FlowHeader
          propertyTitle={props.property.title || t('listing.untitledProperty')}
          unitTitle={
            props.property.propertyType === 'multi' ? props.unit.title || t('listing.untitledUnit') : null
          }
          percent={percent}
        />
        {!wide && (
          <Box>
            <Button
              variant="default"
              leftSection={<IconListCheck size={16} aria-hidden="true" />}
              onClick={nav.toggle}
              aria-expanded={navOpen}
              aria-controls="listing-step-nav"
              fullWidth
            >
              {t('listing.nav.toggle', { current: steps.indexOf(step) + 1, total: steps.length })}
            </Button>
            <Collapse in={navOpen} id="listing-step-nav">
              <Paper withBorder p="sm" mt="xs">
                {stepNav}
              </Paper>
            </Collapse>
          </Box>
        )}
        <Grid gutter="xl">
          {wide && <Grid.Col span={{ base: 12, md: 4, lg: 3 }}>{stepNav}</Grid.Col>}
          <Grid.Col span={{ base: 12, md: 8, lg: 9 }}>
            <Paper id="listing-step" withBorder={wide} p={{ base: 0, md: 'xl' }} radius="md">
              <ListingStepContext.Provider value={value}>
                <Suspense fallback={<Loader aria-label={t('commons.loading')} />}>
                  <Page />
                </Suspense>
              </ListingStepContext.Provider>
            </Paper>
          </Grid.Col>
        </Grid>
      </Stack>
    </PageContainer>
  );
}
