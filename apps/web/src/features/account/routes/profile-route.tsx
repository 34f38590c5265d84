import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { changePasswordUrl } from '../../../lib/auth.ts';
import { useCurrentUser } from '../../../lib/current-user.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import { AvatarEditor } from '../components/avatar-editor.tsx';
import { ProfileForm } from '../components/profile-form.tsx';

/** /account/profile: picture, name, alias, language, about, languages, phones, e-mails; password change on the identity pages. */
export default function ProfileRoute() {
  const { t } = useTranslation();
  usePageTitle(t('account.tabs.profile'));
  const user = useCurrentUser();
  if (!user) return null;
  return (
    <Stack gap="lg">
      <Title order={1}>{t('account.tabs.profile')}</Title>
      <Paper withBorder p="md" radius="md">
        <AvatarEditor user={user} />
      </Paper>
      <Paper withBorder p="md" radius="md">
        <ProfileForm user={user} />
      </Paper>
      <Paper withBorder p="md" radius="md">
        <Stack gap="xs">
          <Title order={2} fz="lg">
            {t('account.profile.signInHeading')}
          </Title>
          <Text size="sm">{t('account.profile.email', { email: user.email })}</Text>
          <Anchor href={changePasswordUrl()} size="sm">
            {t('account.profile.changePassword')}
          </Anchor>
        </Stack>
      </Paper>
    </Stack>
  );
}
