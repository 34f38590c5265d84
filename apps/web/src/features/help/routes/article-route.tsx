import { Anchor, Box, Group, List, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { NotFoundView } from '../../../components/ui/not-found-view.tsx';
import { PageContainer } from '../../../components/ui/page-container.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { paths } from '../../../lib/route-paths.ts';
import { useTranslation } from '../../../lib/translation.tsx';
import { useKnowledgeArticle } from '../api/help-api.ts';
import { ArticleIcon } from '../components/article-icon.tsx';
import classes from '../components/help.module.css';

/** /help/{slug}: one article, its text as plain paragraphs, headings and lists (never HTML). */
export default function ArticleRoute() {
  const { slug = '' } = useParams();
  const { t } = useTranslation();
  const article = useKnowledgeArticle(slug);
  usePageTitle(article.data?.title ?? t('helpCenter.title'));

  if (article.isError && isApiError(article.error) && article.error.status === 404) {
    return <NotFoundView description={t('helpCenter.articleNotFound')} />;
  }
  return (
    <PageContainer>
      <Stack gap="md" className={classes.article}>
        <Anchor component={Link} to={paths.help} size="sm" w="fit-content">
          <Group gap={4} component="span" wrap="nowrap">
            <IconArrowLeft size={16} aria-hidden="true" />
            {t('helpCenter.viewAll')}
          </Group>
        </Anchor>
        {article.isPending ? (
          <Stack gap="sm" role="status" aria-busy="true" aria-label={t('commons.loading')}>
            <Skeleton height={36} width="70%" />
            <Skeleton height={16} />
            <Skeleton height={16} />
            <Skeleton height={16} width="80%" />
          </Stack>
        ) : article.isError ? (
          <ErrorState error={article.error} onRetry={() => void article.refetch()} />
        ) : (
          <article>
            <Group gap="sm" wrap="nowrap" align="center" mb="xs">
              <Box className={classes.icon} visibleFrom="sm">
                <ArticleIcon name={article.data.icon} />
              </Box>
              <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
                {article.data.title}
              </Title>
            </Group>
            <Text c="dimmed" size="sm" mb="md">
              {t(`helpCenter.category.${article.data.category}`)} ·{' '}
              {t('helpCenter.minutes', { count: article.data.minutesToRead })}
            </Text>
            <Text size="lg" mb="md">
              {article.data.summary}
            </Text>
            {article.data.body.map((block, n) => {
              const key = `${block.type}-${n}`;
              if (block.type === 'h')
                return (
                  <Title key={key} order={2} size="h4" mt="lg" mb="xs">
                    {block.text}
                  </Title>
                );
              if (block.type === 'p')
                return (
                  <Text key={key} mb="sm">
                    {block.text}
                  </Text>
                );
              return (
                <List key={key} type={block.type === 'ol' ? 'ordered' : 'unordered'} spacing="xs" mb="sm">
                  {block.items.map((item) => (
                    <List.Item key={item}>{item}</List.Item>
                  ))}
                </List>
              );
            })}
          </article>
        )}
      </Stack>
    </PageContainer>
  );
}
