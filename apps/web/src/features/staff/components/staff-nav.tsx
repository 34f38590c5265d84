import { Button, Group } from '@mantine/core';
import {
  IconGauge,
  IconIdBadge2,
  IconLifebuoy,
  IconShieldCheck,
  IconToggleRight,
  IconUserSearch,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import { build, paths } from '../../../lib/route-paths.ts';
import { useTranslation } from '../../../lib/translation.tsx';

const PAGES = [
  { id: 'review', to: paths.staffReview, labelKey: 'staff.nav.review', Icon: IconShieldCheck },
  { id: 'support', to: paths.staffSupport, labelKey: 'staff.nav.support', Icon: IconLifebuoy },
  {
    id: 'verifications',
    to: paths.staffVerifications,
    labelKey: 'staff.nav.verifications',
    Icon: IconIdBadge2,
  },
  {
    id: 'featureToggles',
    to: build.featureToggle('overview'),
    labelKey: 'staff.nav.featureToggles',
    Icon: IconToggleRight,
  },
  { id: 'webVitals', to: paths.staffWebVitals, labelKey: 'staff.nav.webVitals', Icon: IconGauge },
  { id: 'hosts', to: paths.staffHosts, labelKey: 'staff.nav.hosts', Icon: IconUserSearch },
] as const;

/** The staff pages side by side: the units to review, the support queue, the verifications. */
export function StaffNav({ current }: { current: (typeof PAGES)[number]['id'] }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('staff.nav.label')}>
      <Group gap="xs" wrap="wrap">
        {PAGES.map(({ id, to, labelKey, Icon }) => (
          <Button
            key={id}
            component={Link}
            to={to}
            size="compact-md"
            variant={id === current ? 'light' : 'subtle'}
            aria-current={id === current ? 'page' : undefined}
            leftSection={<Icon size={16} aria-hidden="true" />}
          >
            {t(labelKey)}
          </Button>
        ))}
      </Group>
    </nav>
  );
}
