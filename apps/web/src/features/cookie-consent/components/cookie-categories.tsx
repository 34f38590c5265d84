import type { CookieConsentEntry } from '@host-portal/contracts/settings';
import { Checkbox, Stack } from '@mantine/core';
import { useTranslation } from '../../../lib/translation.tsx';
import type { CookieCategory } from '../consent.ts';

/** The categories of the cookie banner's "choose" step, each with the cookies it covers. */
export default function CookieCategories({
  categories,
  entries,
  selected,
  onChange,
}: {
  categories: CookieCategory[];
  entries: CookieConsentEntry[];
  selected: CookieCategory[];
  onChange: (value: CookieCategory[]) => void;
}) {
  const { t } = useTranslation();
  return (
    <Checkbox.Group
      value={selected}
      onChange={(value) => onChange(value as CookieCategory[])}
      label={t('cookieConsent.categoriesLabel')}
    >
      <Stack gap="xs" mt="xs">
        {categories.map((category) => (
          <Checkbox
            key={category}
            value={category}
            disabled={category === 'necessary'}
            checked={category === 'necessary' ? true : undefined}
            label={t(`cookieConsent.category.${category}`)}
            description={entries
              .filter((entry) => entry.category === category)
              .map((entry) => entry.title)
              .join(', ')}
          />
        ))}
      </Stack>
    </Checkbox.Group>
  );
}
