import { Box, NavLink, Stack, Text } from '@mantine/core';
import { IconBarrierBlock, IconCircle, IconCircleCheck, IconLock } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/translation.tsx';
import { groupSteps, isReachable } from '../engine/progress.ts';
import type { FlowStep, StepName } from '../engine/steps.ts';

interface StepNavProps {
  steps: readonly FlowStep[];
  completed: readonly string[];
  current: StepName;
  linkTo: (name: StepName) => string;
  onNavigate?: () => void;
  /** Whether a step has its page yet; the others are placeholders, never shown as done. */
  hasPage?: (name: StepName) => boolean;
}

/** The groups and their steps; reachable steps are links, the rest are disabled. */
export function StepNav({
  steps,
  completed,
  current,
  linkTo,
  onNavigate,
  hasPage = () => true,
}: StepNavProps) {
  const { t } = useTranslation();
  return (
    <Box component="nav" aria-label={t('listing.nav.label')}>
      <Stack gap="md">
        {groupSteps(steps).map(({ group, steps: groupItems }) => (
          <Box key={group} component="section" aria-labelledby={`listing-group-${group}`}>
            <Text id={`listing-group-${group}`} size="xs" fw={700} tt="uppercase" c="dimmed" mb={4}>
              {t(`listing.group.${group}`)}
            </Text>
            <Box component="ol" m={0} p={0} style={{ listStyle: 'none' }}>
              {groupItems.map((s) => {
                const placeholder = !hasPage(s.name);
                const done = completed.includes(s.name) && !placeholder;
                const reachable = isReachable(steps, completed, s.name);
                const icon = placeholder ? (
                  <IconBarrierBlock size={18} color="var(--mantine-color-dimmed)" aria-hidden="true" />
                ) : done ? (
                  <IconCircleCheck size={18} color="var(--mantine-color-green-7)" aria-hidden="true" />
                ) : reachable ? (
                  <IconCircle size={18} aria-hidden="true" />
                ) : (
                  <IconLock size={18} aria-hidden="true" />
                );
                const label = (
                  <>
                    {t(`listing.step.${s.name}`)}
                    {done && <span className="hp-visually-hidden"> ({t('listing.nav.done')})</span>}
                    {placeholder && (
                      <span className="hp-visually-hidden"> ({t('listing.nav.notAvailable')})</span>
                    )}
                  </>
                );
                return (
                  <li key={s.name}>
                    {reachable ? (
                      <NavLink
                        component={Link}
                        to={linkTo(s.name)}
                        label={label}
                        leftSection={icon}
                        active={s.name === current}
                        aria-current={s.name === current ? 'step' : undefined}
                        onClick={onNavigate}
                      />
                    ) : (
                      <NavLink
                        component="span"
                        label={label}
                        leftSection={icon}
                        disabled
                        aria-disabled="true"
                      />
                    )}
                  </li>
                );
              })}
            </Box>
          </Box>
        ))}
      </Stack>
    </Box>
  );
}
