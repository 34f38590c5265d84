import { FEEDBACK_CATEGORIES, KNOWLEDGE_CATEGORIES } from '@host-portal/contracts/help';
import { LOCALES } from '@host-portal/i18n';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually, outbox } from '../../../test/helpers/guest-fixtures.ts';
import { unitIn } from '../../../test/helpers/listing-fixtures.ts';
import { createTestApp, type TestApp, type TestHost } from '../../../test/helpers/test-app.ts';
import { usingPostgres } from '../../../test/helpers/test-db.ts';
import { loadArticles, minutesToRead, wordCount } from './articles.ts';
import { byCategoryThenSlug } from './help.service.ts';

const driver = usingPostgres ? 'PostgreSQL' : 'PGlite';

let t: TestApp;
let host: TestHost;
let other: TestHost;
const as = (h: TestHost, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: h.auth, ...(payload ? { payload } : {}) });

beforeAll(async () => {
  t = await createTestApp({ SUPPORT_EMAIL: 'help-desk@example.test' });
  host = await t.createHost({ email: 'writer@example.test', firstName: 'Hanna' });
  other = await t.createHost();
}, 120_000);
afterAll(() => t?.close());

describe('the knowledge articles as written', () => {
  const articles = loadArticles();

  it('are at least 20, spread over the categories, each complete in the ten locales', () => {
    expect(articles.length).toBeGreaterThanOrEqual(20);
    expect(new Set(articles.map((a) => a.category))).toEqual(new Set(KNOWLEDGE_CATEGORIES));
    for (const a of articles) {
      for (const locale of LOCALES) {
        const c = a.content[locale];
        // the same blocks in every language, and real text (a translation is not a stub)
        expect(
          c.body.map((b) => b.type),
          `${a.slug} ${locale}`,
        ).toEqual(a.content.en_US.body.map((b) => b.type));
        expect(wordCount(c.body), `${a.slug} ${locale}`).toBeGreaterThan(150);
        expect(JSON.stringify(c), `${a.slug} ${locale}`).not.toMatch(/<[a-z]|\{\{/i);
      }
    }
  });

  it('take minutes to read from their length, at least one', () => {
    expect(minutesToRead([{ type: 'p', text: 'word '.repeat(10) }])).toBe(1);
    expect(minutesToRead([{ type: 'p', text: 'word '.repeat(401) }])).toBe(3);
  });
});

describe(`help calls (${driver})`, () => {
  it('lists the articles in the host’s language, filtered by categories', async () => {
    const all = (await as(host, 'GET', '/api/app/user/knowledge-articles')).json();
    expect(all.length).toBeGreaterThanOrEqual(20);
    expect(all[0]).toEqual({
      slug: expect.any(String),
      icon: expect.any(String),
      category: expect.any(String),
      title: expect.any(String),
      summary: expect.any(String),
      link: `/help/${all[0].slug}`,
      minutesToRead: expect.any(Number),
    });
    const calendar = (
      await as(host, 'GET', '/api/app/user/knowledge-articles?categories=calendar,pricing')
    ).json();
    expect(calendar.length).toBeGreaterThan(0);
    expect(new Set(calendar.map((a: { category: string }) => a.category))).toEqual(
      new Set(['calendar', 'pricing']),
    );
    expect((await as(host, 'GET', '/api/app/user/knowledge-articles?categories=cooking')).statusCode).toBe(
      400,
    );

    await as(host, 'PATCH', '/api/app/user/info', { locale: 'de_DE' });
    const slug = 'calendar-sync-ical';
    const german = (await as(host, 'GET', `/api/app/user/knowledge-articles/${slug}`)).json();
    const file = loadArticles().find((a) => a.slug === slug)!;
    expect(german.title).toBe(file.content.de_DE.title);
    expect(german.body).toEqual(file.content.de_DE.body);
    expect((await as(host, 'GET', '/api/app/user/knowledge-articles/no-such-article')).statusCode).toBe(404);
    await as(host, 'PATCH', '/api/app/user/info', { locale: 'en_US' });
  });

  it('orders the list by category, then by slug within each category', async () => {
    type Item = { slug: string; category: string };
    const expectOrder = (list: Item[], categories: readonly string[]) => {
      const sorted = [...list].sort(
        (a, b) =>
          categories.indexOf(a.category) - categories.indexOf(b.category) || (a.slug < b.slug ? -1 : 1),
      );
      expect(list.map((a) => a.slug)).toEqual(sorted.map((a) => a.slug));
    };
    const all: Item[] = (await as(host, 'GET', '/api/app/user/knowledge-articles')).json();
    // every category's articles stand together, in the categories' order
    expect([...new Set(all.map((a) => a.category))]).toEqual(
      KNOWLEDGE_CATEGORIES.filter((c) => all.some((a) => a.category === c)),
    );
    expectOrder(all, KNOWLEDGE_CATEGORIES);
    // an area's own category first: the categories in the order asked for
    const asked: Item[] = (
      await as(host, 'GET', '/api/app/user/knowledge-articles?categories=reviews,calendar')
    ).json();
    expect(asked[0]!.category).toBe('reviews');
    expectOrder(asked, ['reviews', 'calendar']);
    // whatever order the files come in
    const files = loadArticles().reverse();
    expect(byCategoryThenSlug(files).map((a) => a.slug)).toEqual(all.map((a) => a.slug));
  });

  it('offers the six feedback categories as topics, named in the host’s language', async () => {
    const topics = (await as(host, 'GET', '/api/app/user/contact-form/topics?type=feedback')).json();
    expect(topics.map((x: { value: string }) => x.value)).toEqual([...FEEDBACK_CATEGORIES]);
    expect(topics[4]).toEqual({ name: 'General feedback', value: 'general-feedback' });
  });

  it('needs a topic, then the details', async () => {
    const noTopic = await as(host, 'POST', '/api/app/user/contact-form', { body: 'Hello' });
    expect(noTopic.statusCode).toBe(400);
    expect(JSON.stringify(noTopic.json())).toContain('topic');
    const noBody = await as(host, 'POST', '/api/app/user/contact-form', {
      topic: 'new-feature',
      body: '   ',
    });
    expect(noBody.statusCode).toBe(400);
    expect(JSON.stringify(noBody.json())).toContain('Tell us the details.');
  });

  it('stores a request, sends it to support and acknowledges it to the host', async () => {
    const { unitId } = await unitIn(t, host, 'PUBLISHED');
    const res = await as(host, 'POST', '/api/app/user/contact-form', {
      topic: 'requirements-clarification-needed',
      body: 'Which registration number does Lisbon ask for?',
      pageId: 'taxes-and-laws',
      propertyUnitId: unitId,
    });
    expect(res.statusCode).toBe(201);
    const { reference } = res.json();
    expect(reference).toMatch(/^SR-[0-9A-Z]{6}$/);
    const [stored] = await t.database.query<{ topic: string; unit_id: string; status: string }>(
      'select topic, unit_id, status from support_requests where reference = $1 and host_id = $2',
      [reference, host.id],
    );
    expect(stored).toEqual({ topic: 'requirements-clarification-needed', unit_id: unitId, status: 'open' });
    await eventually(() =>
      outbox(t).some((m) => m.to === 'writer@example.test' && m.body.includes(reference)),
    );
    const toSupport = outbox(t).find((m) => m.to === 'help-desk@example.test')!;
    expect(toSupport.body).toContain('Which registration number does Lisbon ask for?');
    expect(toSupport.body).toMatch(/Reply-To: writer@example\.test/i);
  });

  it('refuses another host’s unit as the subject of a request', async () => {
    const { unitId } = await unitIn(t, other, 'PUBLISHED');
    const res = await as(host, 'POST', '/api/app/user/contact-form', {
      topic: 'property-information-issue',
      body: 'This is not my unit.',
      propertyUnitId: unitId,
    });
    expect(res.statusCode).toBe(404);
  });
});
