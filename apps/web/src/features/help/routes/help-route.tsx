import { KNOWLEDGE_CATEGORIES } from '@host-portal/contracts/help';
import { Button, Group, SimpleGrid, Skeleton, Stack, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconMessageQuestion } from '@tabler/icons-react';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { PageContainer } from '../../../components/ui/page-container.tsx';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import { useKnowledgeArticles } from '../api/help-api.ts';
import { ArticleList } from '../components/article-list.tsx';
import { ContactSupportModal } from '../components/contact-support-modal.tsx';

/** /help: every knowledge article by category, and the way to contact support. */
export default function HelpRoute() {
  const { t } = useTranslation();
  usePageTitle(t('helpCenter.title'));
  const articles = useKnowledgeArticles();
  const [contactOpen, contact] = useDisclosure(false);

  return (
    <PageContainer>
      <Stack gap="lg">
        <Group justify="space-between" align="center">
          <Title order={1}>{t('helpCenter.title')}</Title>
          <Button leftSection={<IconMessageQuestion size={18} aria-hidden="true" />} onClick={contact.open}>
            {t('helpCenter.contact.button')}
          </Button>
        </Group>
        {articles.isPending ? (
          <SimpleGrid cols={{ base: 1, sm: 2 }} aria-busy="true" aria-label={t('commons.loading')}>
            {[1, 2, 3, 4].map((n) => (
              <Skeleton key={n} height={72} />
            ))}
          </SimpleGrid>
        ) : articles.isError ? (
          <ErrorState error={articles.error} onRetry={() => void articles.refetch()} />
        ) : (
          KNOWLEDGE_CATEGORIES.map((category) => {
            const inCategory = articles.data.filter((a) => a.category === category);
            if (!inCategory.length) return null;
            return (
              <section key={category} aria-labelledby={`help-${category}`}>
                <Title order={2} size="h3" id={`help-${category}`} mb="xs">
                  {t(`helpCenter.category.${category}`)}
                </Title>
                <ArticleList articles={inCategory} summaries />
              </section>
            );
          })
        )}
      </Stack>
      <ContactSupportModal opened={contactOpen} onClose={contact.close} pageId="help" />
    </PageContainer>
  );
}
