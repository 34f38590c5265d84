import { MAX_PAGE } from '@host-portal/contracts/common';
import type { Locale } from '@host-portal/i18n';
import { htmlLang } from '../../identity/pages/i18n.ts';
import { type Html, html } from '../../identity/pages/layout.ts';
import type { FileStorage } from '../../lib/storage.ts';
import { photoSrcset, photoUrls } from '../photos/photo-urls.ts';
import type { StaySearchRow } from './public-listing.repository.ts';
import { STAY_JS_PATH } from './stay-booking.ts';
import { layout, priceFrom } from './stay-page.ts';
import { stars } from './stay-reviews.ts';
import type { StayText } from './stay-text.ts';

/** Places on one page of the public search. */
export const STAY_SEARCH_PAGE_SIZE = 20;
/** The longest text searched for; a longer one is cut (the query is never refused for its length). */
export const STAY_SEARCH_QUERY_MAX = 100;

/** What the visitor asked for, made safe: the text (null: every place), the page and the language. */
export interface StaySearchAsk {
  q: string | null;
  page: number;
  /** `?hl=` as given, kept on every link of the page */
  hl: string | null;
}

const first = (v: unknown) => (Array.isArray(v) ? v[0] : v);

/**
 * Reads `?q=&page=&hl=` of `/stays`. Nothing here is refused with a 400: the page is reached by
 * links and a plain form, so a hand-made or stale address gets the nearest page that exists. The
 * text is trimmed, its inner runs of white space made one space and cut to STAY_SEARCH_QUERY_MAX
 * characters (empty: every place); a page that is not a whole number from 1 to MAX_PAGE is page 1,
 * and a page past the last one shows the last one (the renderer clamps it once it knows the count).
 */
export function staySearchAsk(query: Record<string, unknown>): StaySearchAsk {
  const rawQ = first(query.q);
  const q =
    typeof rawQ === 'string'
      ? [...rawQ.trim().replace(/\s+/g, ' ')].slice(0, STAY_SEARCH_QUERY_MAX).join('').trim()
      : '';
  const rawPage = first(query.page);
  const page = typeof rawPage === 'string' && /^\d{1,4}$/.test(rawPage) ? Number(rawPage) : 1;
  const hl = first(query.hl);
  return {
    q: q || null,
    page: page >= 1 && page <= MAX_PAGE ? page : 1,
    hl: typeof hl === 'string' && /^[A-Za-z]{2}([_-][A-Za-z]{2})?$/.test(hl) ? hl : null,
  };
}

/** The address of a page of the search, with the same text and language. */
export function searchHref(ask: StaySearchAsk, page: number): string {
  const query = new URLSearchParams();
  if (ask.q) query.set('q', ask.q);
  if (page > 1) query.set('page', String(page));
  if (ask.hl) query.set('hl', ask.hl);
  const search = query.toString();
  return `/stays${search ? `?${search}` : ''}`;
}

export interface StaySearchPageInput {
  locale: Locale;
  text: StayText;
  product: string;
  storage: FileStorage;
  ask: StaySearchAsk;
  rows: StaySearchRow[];
  total: number;
  /** the page shown (the asked one, or the last when it was past the end) */
  page: number;
  pages: number;
}

const decimal = (locale: Locale, n: number) =>
  new Intl.NumberFormat(htmlLang(locale), { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(n);

function card(input: StaySearchPageInput, row: StaySearchRow): Html {
  const { text, locale, storage, ask } = input;
  const title = row.title?.trim() || row.propertyTitle?.trim() || text.t('stay.untitled');
  const place = [row.city?.trim(), row.country?.trim()].filter(Boolean).join(', ');
  const price = priceFrom(text, locale, row.price);
  const href = `/stay/${row.id}${ask.hl ? `?hl=${encodeURIComponent(ask.hl)}` : ''}`;
  const id = `stay-${row.id}`;
  const photo =
    row.photoKey && row.photoWidth && row.photoHeight
      ? html`<img src="${photoUrls(storage, row.photoKey).small}" srcset="${photoSrcset(storage, row.photoKey, row.photoWidth)}"
      sizes="(min-width: 48rem) 18rem, 100vw" width="${row.photoWidth}" height="${row.photoHeight}" alt="" loading="lazy" decoding="async">`
      : html`<span class="card-no-photo" aria-hidden="true"></span>`;
  return html`<li><article class="card${row.rank > 0 ? ' featured' : ''}" aria-labelledby="${id}" data-unit="${row.id}">
<a class="card-photo" href="${href}" tabindex="-1" aria-hidden="true">${photo}</a>
<div class="card-body">
${row.rank > 0 ? html`<p class="badges"><span class="badge badge-featured">${text.t('stay.search.featured')}</span></p>` : ''}
<h2 id="${id}"><a href="${href}">${title}</a></h2>
${place ? html`<p class="place">${place}</p>` : ''}
${
  row.ratingCount > 0 && row.ratingAverage !== null
    ? html`<p class="card-rating">${stars(row.ratingAverage)} <span>${text.t('stay.reviews.average', { average: decimal(locale, row.ratingAverage) })}</span> · ${text.count('stay.reviews.count', row.ratingCount)}</p>`
    : ''
}
${price ? html`<p class="card-price">${price}</p>` : ''}
</div>
</article></li>`;
}

function pager(input: StaySearchPageInput): Html {
  const { text, ask, page, pages } = input;
  if (pages <= 1) return html``;
  return html`<nav class="review-pages search-pages" aria-label="${text.t('stay.search.pages')}">
${page > 1 ? html`<a href="${searchHref(ask, page - 1)}" rel="prev">${text.t('stay.search.previous')}</a>` : html`<span></span>`}
<span>${text.t('stay.search.page', { page, pages })}</span>
${page < pages ? html`<a href="${searchHref(ask, page + 1)}" rel="next">${text.t('stay.search.next')}</a>` : html`<span></span>`}
</nav>`;
}

/** The public search (`/stays`): a plain GET form, the count, the cards, the pages. */
export function staySearchPage(input: StaySearchPageInput): string {
  const { text, ask, rows, total } = input;
  const heading = ask.q ? text.t('stay.search.titleFor', { q: ask.q }) : text.t('stay.search.title');
  const empty = ask.q
    ? html`<div class="search-empty"><p>${text.t('stay.search.empty', { q: ask.q })}</p>
<p><a href="${searchHref({ ...ask, q: null }, 1)}">${text.t('stay.search.showAll')}</a></p></div>`
    : html`<div class="search-empty"><p>${text.t('stay.search.emptyAll')}</p></div>`;
  const body = html`<main id="main" class="stay search">
<h1>${heading}</h1>
<form class="search-form" method="get" action="/stays" role="search">
  <label for="search-q">${text.t('stay.search.label')}</label>
  <div class="search-row">
    <input id="search-q" name="q" type="search" value="${ask.q ?? ''}" maxlength="${STAY_SEARCH_QUERY_MAX}" autocomplete="off">
    ${ask.hl ? html`<input type="hidden" name="hl" value="${ask.hl}">` : ''}
    <button type="submit">${text.t('stay.search.submit')}</button>
  </div>
</form>
${
  total === 0
    ? empty
    : html`<p class="search-count" role="status">${text.count('stay.search.count', total)}</p>
<p class="muted search-order">${text.t('stay.search.order')}</p>
<ol class="results">${rows.map((row) => card(input, row))}</ol>
${pager(input)}`
}
</main>
<script src="${STAY_JS_PATH}" defer></script>`;
  const title =
    input.page > 1
      ? `${heading} · ${text.t('stay.search.page', { page: input.page, pages: input.pages })}`
      : heading;
  return layout(input.locale, title, input.product, body);
}
