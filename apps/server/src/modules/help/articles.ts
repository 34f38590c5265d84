import fs from 'node:fs';
import path from 'node:path';
import {
  articleBlockSchema,
  HELP_RULES,
  KNOWLEDGE_CATEGORIES,
  type KnowledgeArticle,
  type KnowledgeArticleFull,
} from '@host-portal/contracts/help';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@host-portal/i18n';
import { z } from 'zod';

const localized = z.object({
  title: z.string().min(1),
  summary: z.string().min(1).max(160),
  body: z.array(articleBlockSchema).min(1),
});
const articleFileSchema = z.object({
  slug: z.string().regex(/^[a-z0-9-]+$/),
  icon: z.string(),
  category: z.enum(KNOWLEDGE_CATEGORIES),
  content: z.object(
    Object.fromEntries(LOCALES.map((l) => [l, localized])) as Record<Locale, typeof localized>,
  ),
});
export type ArticleFile = z.infer<typeof articleFileSchema>;

export const ARTICLES_DIR = path.join(import.meta.dirname, 'articles');

/** Words of an article's text, for "minutes to read". */
export function wordCount(body: KnowledgeArticleFull['body']): number {
  const text = body.map((b) => ('text' in b ? b.text : b.items.join(' '))).join(' ');
  return text.split(/\s+/).filter(Boolean).length;
}
export const minutesToRead = (body: KnowledgeArticleFull['body']) =>
  Math.max(1, Math.ceil(wordCount(body) / HELP_RULES.wordsPerMinute));

/**
 * The knowledge articles (one JSON file each, every locale in it), read and checked once at
 * start: a file that misses a locale or has a malformed block stops the server with its name.
 */
export function loadArticles(dir = ARTICLES_DIR): ArticleFile[] {
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((file) => {
      const parsed = articleFileSchema.safeParse(JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')));
      if (!parsed.success) throw new Error(`help article ${file}: ${parsed.error.message}`);
      if (`${parsed.data.slug}.json` !== file)
        throw new Error(`help article ${file}: slug ${parsed.data.slug}`);
      return parsed.data;
    });
}

export const articleLink = (slug: string) => `/help/${slug}`;

export function articleIn(a: ArticleFile, locale: Locale): KnowledgeArticleFull {
  const c = a.content[locale] ?? a.content[DEFAULT_LOCALE];
  return {
    slug: a.slug,
    icon: a.icon,
    category: a.category,
    title: c.title,
    summary: c.summary,
    link: articleLink(a.slug),
    minutesToRead: minutesToRead(c.body),
    body: c.body,
  };
}

export function summaryOf(a: KnowledgeArticleFull): KnowledgeArticle {
  const { body: _body, ...rest } = a;
  return rest;
}
