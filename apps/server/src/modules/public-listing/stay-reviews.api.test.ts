import { REVIEW_RULES } from '@host-portal/contracts/reviews';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unitIn } from '../../../test/helpers/listing-fixtures.ts';
import { createTestApp, type TestApp, type TestHost } from '../../../test/helpers/test-app.ts';
import { usingPostgres } from '../../../test/helpers/test-db.ts';

const driver = usingPostgres ? 'PostgreSQL' : 'PGlite';
const HOSTILE = `<script>alert("x")</script> Loved it & the "sea" view, 'truly'.`;
const REPLY = `Thank you! <b>Come back</b> "soon" & 'often'.`;

let t: TestApp;
let host: TestHost;
let unitId: string;
let quietId: string;
let otherId: string;

/** A stay of the unit that was reviewed `daysAgo` days ago (the reviews' own rows, as the flow writes them). */
async function reviewed(
  unit: string,
  daysAgo: number,
  review: { name: string; rating: number; text: string; reply?: string; category?: number },
) {
  const day = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);
  const [stay] = await t.database.query<{ id: string }>(
    `insert into reservations (kind, host_id, unit_id, status, check_in, check_out, guests, guest_name,
       guest_email, guest_language, quote, currency, total, payment_option, history)
     values ('booking', $1, $2, 'REVIEW_COLLECTED', $3, $4, 2, $5, $6, 'en', '{}'::jsonb, 'EUR', 30000,
       'online_100', '[]'::jsonb) returning id`,
    [host.id, unit, day(daysAgo + 5), day(daysAgo + 2), review.name, `g${daysAgo}@example.test`],
  );
  const c = review.category ?? review.rating;
  const at = new Date(Date.now() - daysAgo * 86_400_000).toISOString();
  await t.database.query(
    `insert into reviews (public_id, host_id, unit_id, reservation_id, guest_name, rating, cleanliness,
       accuracy, communication, location, check_in, value, text, created_at, reply, reply_created_at,
       reply_updated_at)
     values ($1, $2, $3, $4, $5, $6, $7, $7, $7, $7, $7, $7, $8, $9, $10::text,
       case when $10::text is null then null else $9::timestamptz end,
       case when $10::text is null then null else $9::timestamptz end)`,
    [
      `RV-T${unit.slice(0, 4)}${daysAgo}`,
      host.id,
      unit,
      stay!.id,
      review.name,
      review.rating,
      c,
      review.text,
      at,
      review.reply ?? null,
    ],
  );
}

const page = async (unit: string, query = '') => {
  const res = await t.app.inject({ url: `/stay/${unit}${query}` });
  expect(res.statusCode).toBe(200);
  return { html: res.body, cache: res.headers['cache-control'] };
};
/** The text of the reviews section. */
const section = (html: string) => /<section id="reviews"[\s\S]*?<\/section>/.exec(html)?.[0] ?? '';
const names = (html: string) =>
  [...section(html).matchAll(/<h3 id="review-[^"]+">([^<]*)<\/h3>/g)].map((m) => m[1]);

beforeAll(async () => {
  t = await createTestApp();
  host = await t.createHost();
  ({ unitId } = await unitIn(t, host, 'PUBLISHED'));
  ({ unitId: quietId } = await unitIn(t, host, 'PUBLISHED'));
  ({ unitId: otherId } = await unitIn(t, host, 'PUBLISHED'));
  // seven reviews, newest first: Ana (1 day ago) … Gil (7 days ago); Ana's words are hostile
  await reviewed(unitId, 1, { name: 'Ana Lopes', rating: 5, text: HOSTILE, reply: REPLY, category: 4 });
  await reviewed(unitId, 2, { name: 'Ben Brown', rating: 4, text: 'Quiet street, good beds.' });
  await reviewed(unitId, 3, { name: 'Cleo', rating: 4, text: 'Lovely.\n\nWould stay again.' });
  await reviewed(unitId, 4, { name: 'Dan Dorsey', rating: 3, text: 'Fine for a night or two.' });
  await reviewed(unitId, 5, { name: 'Eva Ek', rating: 5, text: 'Perfect in every way.' });
  await reviewed(unitId, 6, { name: 'Finn Fox', rating: 4, text: 'Close to the beach.' });
  await reviewed(unitId, 7, { name: 'Gil Gray', rating: 5, text: 'The oldest review.' });
  // another unit's review never shows on this page
  await reviewed(otherId, 1, { name: 'Zoe Other', rating: 1, text: 'Another unit altogether.' });
}, 120_000);
afterAll(() => t?.close());

describe(`the /stay page's reviews (${driver})`, () => {
  it('shows the rating: average, count and each category', async () => {
    const { html } = await page(unitId);
    const reviews = section(html);
    // (5 + 4 + 4 + 3 + 5 + 4 + 5) / 7 = 4.29 → 4.3; Ana's categories are 4, the others their stars
    expect(reviews).toContain('4.3 out of 5</strong> · 7 reviews');
    expect(reviews).toMatch(/<dt>Cleanliness<\/dt><dd>4\.1<\/dd>/);
    expect(reviews).toMatch(/<dt>Check-in<\/dt><dd>4\.1<\/dd>/);
    // the line under the title leads to them
    expect(html).toMatch(
      /<p class="rating-line"><a href="#reviews">[\s\S]*4\.3 out of 5<\/span> · 7 reviews/,
    );
  });

  it('lists the newest reviews first, a page at a time, with first names only', async () => {
    const { html, cache } = await page(unitId);
    expect(names(html)).toEqual(['Ana', 'Ben', 'Cleo', 'Dan', 'Eva']);
    expect(REVIEW_RULES.publicPageSize).toBe(5);
    expect(section(html)).not.toContain('Lopes');
    expect(section(html)).not.toContain('Zoe');
    expect(section(html)).toContain('<span class="sr-only">5 out of 5 stars</span>');
    // a blank line makes paragraphs
    expect(section(html)).toContain('<p>Lovely.</p><p>Would stay again.</p>');
    // plain links page through them, no script needed
    expect(section(html)).toContain(
      `<a href="/stay/${unitId}?reviewsPage=2#reviews" rel="next">Older reviews</a>`,
    );
    expect(section(html)).not.toContain('rel="prev"');
    expect(section(html)).toContain('Page 1 of 2');
    expect(cache).toBe('public, max-age=60');

    const second = await page(unitId, '?reviewsPage=2');
    expect(names(second.html)).toEqual(['Finn', 'Gil']);
    expect(section(second.html)).toContain(`<a href="/stay/${unitId}#reviews" rel="prev">Newer reviews</a>`);
    expect(section(second.html)).not.toContain('rel="next"');
    // the language is the same for everyone: the page is shared like the first
    expect(second.cache).toBe('public, max-age=60');
    // past the end: the last page; not a number: the first
    expect(names((await page(unitId, '?reviewsPage=99')).html)).toEqual(['Finn', 'Gil']);
    expect(names((await page(unitId, '?reviewsPage=abc')).html)).toEqual([
      'Ana',
      'Ben',
      'Cleo',
      'Dan',
      'Eva',
    ]);
  });

  it('escapes every word a guest or the host wrote', async () => {
    const reviews = section((await page(unitId)).html);
    expect(reviews).not.toContain('<script>');
    expect(reviews).not.toContain('<b>');
    expect(reviews).toContain(
      '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; Loved it &amp; the &quot;sea&quot; view, &#39;truly&#39;.',
    );
    expect(reviews).toContain('<h4>Response from the host</h4>');
    expect(reviews).toContain(
      'Thank you! &lt;b&gt;Come back&lt;/b&gt; &quot;soon&quot; &amp; &#39;often&#39;.',
    );
  });

  it('speaks the page’s language, and its links keep it', async () => {
    const { html } = await page(unitId, '?hl=de_DE');
    const reviews = section(html);
    expect(reviews).toContain('<h2 id="reviews-title">Bewertungen</h2>');
    expect(reviews).toContain('4,3 von 5</strong> · 7 Bewertungen');
    expect(reviews).toContain('<dt>Sauberkeit</dt><dd>4,1</dd>');
    expect(reviews).toContain('<h4>Antwort des Gastgebers</h4>');
    expect(reviews).toContain(`href="/stay/${unitId}?hl=de_DE&amp;reviewsPage=2#reviews"`);
    expect(reviews).toContain('Seite 1 von 2');
  });

  it('says so when a unit has no reviews yet', async () => {
    const { html } = await page(quietId);
    expect(section(html)).toContain('No reviews yet.');
    expect(section(html)).not.toContain('review-list');
    expect(html).not.toContain('rating-line');
    expect(section((await page(quietId, '?hl=fr_FR')).html)).toContain('Pas encore d’avis.');
  });
});
