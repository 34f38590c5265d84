import { type MultiChoiceField, PREFERENCE_OPTIONS } from '@host-portal/contracts/guest-profile';
import { Checkbox, Stack } from '@mantine/core';
import { useTranslation } from '../../../lib/translation.tsx';
import { useOptionText } from './option-text.ts';

/** A step of several options (000 section 5: at least one before Confirm). */
export function ChoiceStep({
  field,
  value,
  onChange,
}: {
  field: MultiChoiceField;
  value: string[];
  onChange: (value: string[]) => void;
}) {
  const { t } = useTranslation();
  const text = useOptionText();
  return (
    <Checkbox.Group
      label={t(`guestProfile.steps.${field}.question`)}
      description={t('guestProfile.chooseOneOrMore')}
      value={value}
      onChange={onChange}
      styles={{ label: { fontSize: 'var(--mantine-font-size-lg)', fontWeight: 700 } }}
    >
      <Stack gap="sm" mt="md">
        {PREFERENCE_OPTIONS[field].map((option) => (
          <Checkbox
            key={option}
            value={option}
            size="md"
            label={text.label(option)}
            description={text.description(option)}
            styles={{ label: { fontWeight: 600 } }}
          />
        ))}
      </Stack>
    </Checkbox.Group>
  );
}
