import { z } from 'zod';

/**
 * Help and support (issue 10; 000 sections 2, 3, 5, 7 and 8): knowledge articles per area, the
 * contact form and its topics.
 */
export const KNOWLEDGE_CATEGORIES = [
  'listing',
  'pricing',
  'calendar',
  'reservations',
  'messaging',
  'reviews',
  'account',
  'subscriptions',
] as const;
export type KnowledgeCategory = (typeof KNOWLEDGE_CATEGORIES)[number];

/** 000 section 3: the contact form's topics (the feedback categories). */
export const FEEDBACK_CATEGORIES = [
  'property-information-issue',
  'requested-information-not-available',
  'requirements-clarification-needed',
  'new-feature',
  'general-feedback',
  'managing-my-subscription',
] as const;
export type FeedbackCategory = (typeof FEEDBACK_CATEGORIES)[number];

export const HELP_RULES = {
  /** reading speed behind "minutes to read" (words per minute) */
  wordsPerMinute: 200,
  contactBodyMax: 5000,
} as const;

/** A paragraph, a sub-heading or a list: plain text, never HTML. */
export const articleBlockSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('p'), text: z.string() }),
  z.object({ type: z.literal('h'), text: z.string() }),
  z.object({ type: z.literal('ul'), items: z.array(z.string()) }),
  z.object({ type: z.literal('ol'), items: z.array(z.string()) }),
]);
export type ArticleBlock = z.infer<typeof articleBlockSchema>;

/** 000 section 3: icon, title, link, minutes to read (with its category and a summary). */
export const knowledgeArticleSchema = z
  .object({
    slug: z.string(),
    icon: z.string(),
    category: z.enum(KNOWLEDGE_CATEGORIES),
    title: z.string(),
    summary: z.string(),
    /** the app path where it is read */
    link: z.string(),
    minutesToRead: z.number().int().positive(),
  })
  .meta({ id: 'KnowledgeArticle' });
export type KnowledgeArticle = z.infer<typeof knowledgeArticleSchema>;

export const knowledgeArticleFullSchema = knowledgeArticleSchema
  .extend({ body: z.array(articleBlockSchema) })
  .meta({ id: 'KnowledgeArticleFull' });
export type KnowledgeArticleFull = z.infer<typeof knowledgeArticleFullSchema>;

/** `?categories=calendar,pricing` (optional; all articles without it). */
export const knowledgeArticlesQuerySchema = z.object({
  categories: z
    .string()
    .max(200)
    .optional()
    .transform((v, ctx) => {
      if (!v) return undefined;
      const list = v
        .split(',')
        .map((c) => c.trim())
        .filter(Boolean);
      const unknown = list.filter((c) => !(KNOWLEDGE_CATEGORIES as readonly string[]).includes(c));
      if (unknown.length) {
        ctx.addIssue({ code: 'custom', message: `Unknown categories: ${unknown.join(', ')}` });
        return z.NEVER;
      }
      return list as KnowledgeCategory[];
    }),
});
export const knowledgeArticlesSchema = z.array(knowledgeArticleSchema).meta({ id: 'KnowledgeArticles' });
export const articleSlugParamsSchema = z.object({ slug: z.string().regex(/^[a-z0-9-]{1,80}$/) });

/** Topic options are name and value pairs (000 section 3). */
export const contactTopicsSchema = z
  .array(z.object({ name: z.string(), value: z.enum(FEEDBACK_CATEGORIES) }))
  .meta({ id: 'ContactTopics' });
export const contactTopicsQuerySchema = z.object({ type: z.string().max(50).optional() });

/** 000 section 5: the topic is required; the details are required once a topic is chosen. */
export const contactFormSchema = z.object({
  topic: z.enum(FEEDBACK_CATEGORIES, { message: 'Choose a topic.' }),
  body: z
    .string()
    .trim()
    .min(1, 'Tell us the details.')
    .max(HELP_RULES.contactBodyMax, `Write at most ${HELP_RULES.contactBodyMax} characters.`),
  /** the page the host wrote from */
  pageId: z.string().max(200).nullish(),
  propertyUnitId: z.uuid().nullish(),
});
export type ContactForm = z.infer<typeof contactFormSchema>;

export const contactReceiptSchema = z
  .object({ id: z.uuid(), reference: z.string(), createdAt: z.iso.datetime({ offset: true }) })
  .meta({ id: 'ContactReceipt' });
