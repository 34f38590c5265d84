import { REVIEW_CATEGORIES } from '@host-portal/contracts/reviews';
import type { Locale } from '@host-portal/i18n';
import { htmlLang } from '../../identity/pages/i18n.ts';
import { type Html, html } from '../../identity/pages/layout.ts';
import type { PublicReview, PublicReviews } from '../reviews/public-reviews.ts';
import type { StayText } from './stay-text.ts';

/** What the page needs of the unit's reviews: the page read, and the address of another page. */
export interface StayReviews {
  data: PublicReviews;
  /** the page's own address with ?reviewsPage=N (the other query values kept) */
  href: (page: number) => string;
}

const decimal = (locale: Locale, n: number) =>
  new Intl.NumberFormat(htmlLang(locale), { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(n);

/** Five stars, as many filled as the rating rounds to; the words beside them say the number. */
export const stars = (rating: number) => {
  const full = Math.max(0, Math.min(5, Math.round(rating)));
  return html`<span class="stars" aria-hidden="true">${'★'.repeat(full)}<span class="stars-empty">${'★'.repeat(5 - full)}</span></span>`;
};

/** Paragraphs of a guest's or host's words: every character escaped, blank lines split them. */
const paragraphs = (text: string) =>
  text
    .split(/\n{2,}/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => html`<p>${p}</p>`);

/** "★ 4.7 · 12 reviews" under the title, linking to the reviews; nothing without reviews. */
export function ratingLine(text: StayText, locale: Locale, reviews: StayReviews | undefined): Html {
  const { average, count } = reviews?.data.rating ?? { average: null, count: 0 };
  if (!count || average === null) return html``;
  return html`<p class="rating-line"><a href="#reviews">${stars(average)} <span>${text.t('stay.reviews.average', { average: decimal(locale, average) })}</span> · ${text.count('stay.reviews.count', count)}</a></p>`;
}

function reviewItem(text: StayText, locale: Locale, review: PublicReview): Html {
  const month = new Intl.DateTimeFormat(htmlLang(locale), {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(review.createdAt);
  const id = `review-${review.id}`;
  return html`<li><article class="review" aria-labelledby="${id}">
<h3 id="${id}">${review.guestName}</h3>
<p class="muted"><time datetime="${review.createdAt.toISOString()}">${month}</time></p>
<p class="review-stars">${stars(review.rating)}<span class="sr-only">${text.t('stay.reviews.stars', { rating: review.rating })}</span></p>
${paragraphs(review.text)}
${
  review.reply
    ? html`<div class="review-reply"><h4>${text.t('stay.reviews.reply')}</h4>${paragraphs(review.reply.text)}</div>`
    : ''
}
</article></li>`;
}

/** Newer and older pages as plain links (no script needed); the section is their target. */
function pager(text: StayText, reviews: StayReviews): Html {
  const { page, pages } = reviews.data;
  if (pages <= 1) return html``;
  return html`<nav class="review-pages" aria-label="${text.t('stay.reviews.pages')}">
${page > 1 ? html`<a href="${reviews.href(page - 1)}" rel="prev">${text.t('stay.reviews.newer')}</a>` : ''}
<span>${text.t('stay.reviews.page', { page, pages })}</span>
${page < pages ? html`<a href="${reviews.href(page + 1)}" rel="next">${text.t('stay.reviews.older')}</a>` : ''}
</nav>`;
}

/** The unit's rating (average, count, each category) and its reviews with the host's replies. */
export function reviewsSection(text: StayText, locale: Locale, reviews: StayReviews | undefined): Html {
  if (!reviews) return html``;
  const { rating, items } = reviews.data;
  const heading = html`<h2 id="reviews-title">${text.t('stay.reviews.title')}</h2>`;
  if (rating.count === 0 || rating.average === null) {
    return html`<section id="reviews" class="reviews" aria-labelledby="reviews-title">${heading}
<p class="muted">${text.t('stay.reviews.empty')}</p></section>`;
  }
  const categories = REVIEW_CATEGORIES.flatMap((c) => {
    const value = rating.categories[c];
    return value === null ? [] : [{ label: text.t(`reviews.category.${c}`), value: decimal(locale, value) }];
  });
  return html`<section id="reviews" class="reviews" aria-labelledby="reviews-title">${heading}
<p class="rating-average">${stars(rating.average)} <strong>${text.t('stay.reviews.average', { average: decimal(locale, rating.average) })}</strong> · ${text.count('stay.reviews.count', rating.count)}</p>
${categories.length ? html`<dl class="rating-categories">${categories.map((c) => html`<div><dt>${c.label}</dt><dd>${c.value}</dd></div>`)}</dl>` : ''}
<ol class="review-list">${items.map((review) => reviewItem(text, locale, review))}</ol>
${pager(text, reviews)}
</section>`;
}
