import { Anchor, Divider, Stack, Text, Title } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import { ApiKeysSection } from '../components/api-keys-section.tsx';
import { WebhooksSection } from '../components/webhooks-section.tsx';

/** /account/api: the public API's keys and the webhooks (issue 13, ADR 0042). */
export default function ApiAccessRoute() {
  const { t } = useTranslation();
  usePageTitle(t('account.tabs.api'));
  return (
    <Stack gap="xl">
      <Stack gap="xs">
        <Title order={1}>{t('account.tabs.api')}</Title>
        <Text size="sm" c="dimmed">
          {t('apiAccess.description')}{' '}
          <Anchor href="/api/docs" target="_blank" rel="noopener noreferrer" underline="always">
            {t('apiAccess.docsLink')}
            <IconExternalLink
              size={14}
              role="img"
              aria-label={t('commons.opensInNewTab')}
              style={{ marginInlineStart: 4, verticalAlign: 'middle' }}
            />
          </Anchor>
        </Text>
      </Stack>
      <ApiKeysSection />
      <Divider />
      <WebhooksSection />
    </Stack>
  );
}
