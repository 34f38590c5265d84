import type {
  ContactForm,
  KnowledgeArticle,
  KnowledgeArticleFull,
  KnowledgeCategory,
} from '@host-portal/contracts/help';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

const BASE = '/api/app/user';
const enc = encodeURIComponent;

export const helpKeys = {
  all: ['help'] as const,
  articles: (categories: readonly KnowledgeCategory[] = []) =>
    [...helpKeys.all, 'articles', [...categories].sort().join(',')] as const,
  article: (slug: string) => [...helpKeys.all, 'article', slug] as const,
  topics: () => [...helpKeys.all, 'topics'] as const,
};

/** GET /user/knowledge-articles (000 section 7), optionally of some categories; in the host's language. */
export const articlesQueryOptions = (categories: readonly KnowledgeCategory[] = []) =>
  queryOptions({
    queryKey: helpKeys.articles(categories),
    queryFn: ({ signal }) =>
      api.get<KnowledgeArticle[]>(
        `${BASE}/knowledge-articles${categories.length ? `?categories=${enc(categories.join(','))}` : ''}`,
        { signal },
      ),
    staleTime: 10 * 60_000,
  });
export const useKnowledgeArticles = (categories: readonly KnowledgeCategory[] = []) =>
  useQuery(articlesQueryOptions(categories));

export const useKnowledgeArticle = (slug: string) =>
  useQuery({
    queryKey: helpKeys.article(slug),
    queryFn: ({ signal }) =>
      api.get<KnowledgeArticleFull>(`${BASE}/knowledge-articles/${enc(slug)}`, { signal }),
    staleTime: 10 * 60_000,
  });

export const useContactTopics = (enabled: boolean) =>
  useQuery({
    queryKey: helpKeys.topics(),
    queryFn: ({ signal }) =>
      api.get<{ name: string; value: ContactForm['topic'] }[]>(`${BASE}/contact-form/topics?type=feedback`, {
        signal,
      }),
    staleTime: 10 * 60_000,
    enabled,
  });

/** POST /user/contact-form: stored, sent to support and acknowledged by e-mail. */
export const useSendContact = () =>
  useMutation({
    mutationFn: (form: ContactForm) =>
      api.post<{ id: string; reference: string; createdAt: string }>(`${BASE}/contact-form`, form),
  });
