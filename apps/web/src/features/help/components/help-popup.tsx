import { Anchor, Button, Popover, ScrollArea, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { IconMessageQuestion, IconPlayerPlay } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { paths } from '../../../lib/route-paths.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import { useKnowledgeArticles } from '../api/help-api.ts';
import { areaCategories } from './area-categories.ts';
import { ArticleList } from './article-list.tsx';
import { ContactSupportModal } from './contact-support-modal.tsx';
import { HelpButton } from './help-button.tsx';
import { WhatsAppButton } from './whatsapp-button.tsx';

/** 001 section 9: the help dropdown is 375 wide and at most 800 high. */
export const HELP_DROPDOWN = { width: 375, maxHeight: 800 } as const;
const PHONE_QUERY = '(max-width: 47.99em)';

/**
 * The help dropdown per area (000 section 2): the articles for the page the host is on, a link to
 * all articles, the contact-support modal and, when a support number is configured, a WhatsApp
 * chat. Loaded when the host heads for the button.
 */
export default function HelpPopup({
  openOnLoad,
  focusOnLoad,
  onTutorials,
}: {
  openOnLoad: boolean;
  focusOnLoad: boolean;
  /** Opens the tutorial videos (the welcome tour, composed by the shell) */
  onTutorials?: () => void;
}) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const phone = useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false });
  const [opened, setOpened] = useState(openOnLoad);
  const [contactOpen, contact] = useDisclosure(false);
  const titleId = useId();
  const articles = useKnowledgeArticles(areaCategories(pathname));
  const close = () => setOpened(false);

  return (
    <>
      <Popover
        opened={opened}
        onChange={setOpened}
        width={phone ? 'calc(100vw - 16px)' : HELP_DROPDOWN.width}
        position="bottom-end"
        shadow="md"
        withinPortal
        trapFocus
        returnFocus
      >
        <Popover.Target>
          <HelpButton autoFocus={focusOnLoad} aria-expanded={opened} onClick={() => setOpened((o) => !o)} />
        </Popover.Target>
        <Popover.Dropdown aria-labelledby={titleId} p={0}>
          <ScrollArea.Autosize mah={`min(${HELP_DROPDOWN.maxHeight}px, calc(100dvh - 80px))`}>
            <Stack gap="sm" p="md">
              <Title order={2} size="h4" id={titleId}>
                {t('helpCenter.title')}
              </Title>
              {articles.isPending ? (
                <Stack gap="xs" role="status" aria-busy="true" aria-label={t('commons.loading')}>
                  <Skeleton height={40} />
                  <Skeleton height={40} />
                  <Skeleton height={40} />
                </Stack>
              ) : articles.isError ? (
                <Text size="sm" c="red" role="alert">
                  {t('helpCenter.loadFailed')}
                </Text>
              ) : (
                <ArticleList articles={articles.data} onNavigate={close} />
              )}
              <Anchor component={Link} to={paths.help} size="sm" onClick={close}>
                {t('helpCenter.viewAll')}
              </Anchor>
              {onTutorials && (
                <Button
                  variant="light"
                  leftSection={<IconPlayerPlay size={18} aria-hidden="true" />}
                  onClick={() => {
                    close();
                    onTutorials();
                  }}
                >
                  {t('helpCenter.tutorials')}
                </Button>
              )}
              <Button
                variant="light"
                leftSection={<IconMessageQuestion size={18} aria-hidden="true" />}
                onClick={() => {
                  close();
                  contact.open();
                }}
              >
                {t('helpCenter.contact.button')}
              </Button>
              <WhatsAppButton onClick={close} />
            </Stack>
          </ScrollArea.Autosize>
        </Popover.Dropdown>
      </Popover>
      <ContactSupportModal opened={contactOpen} onClose={contact.close} pageId={pathname} />
    </>
  );
}
