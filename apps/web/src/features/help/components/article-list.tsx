import type { KnowledgeArticle } from '@host-portal/contracts/help';
import { Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/translation.tsx';
import { ArticleIcon } from './article-icon.tsx';
import classes from './help.module.css';

/** Articles as links: icon, title, (with `summaries`) the summary, and minutes to read. */
export function ArticleList({
  articles,
  summaries = false,
  onNavigate,
}: {
  articles: KnowledgeArticle[];
  summaries?: boolean;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation();
  return (
    <ul className={classes.list}>
      {articles.map((a) => (
        <li key={a.slug}>
          <Link to={a.link} className={classes.item} onClick={onNavigate}>
            <span className={classes.icon}>
              <ArticleIcon name={a.icon} />
            </span>
            <span>
              <Text span size={summaries ? 'md' : 'sm'} fw={600} display="block">
                {a.title}
              </Text>
              {summaries && (
                <Text span size="sm" c="dimmed" display="block">
                  {a.summary}
                </Text>
              )}
              <Text span size="xs" c="dimmed">
                {t('helpCenter.minutes', { count: a.minutesToRead })}
              </Text>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
