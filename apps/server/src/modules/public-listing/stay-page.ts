import type { Locale } from '@host-portal/i18n';
import { htmlLang } from '../../identity/pages/i18n.ts';
import { type Html, html } from '../../identity/pages/layout.ts';
import type { FileStorage } from '../../lib/storage.ts';
import { photoSrcset, photoUrls } from '../photos/photo-urls.ts';
import { regionalTextKey, rulesFor } from '../units/rules/regional-rules.ts';
import type { StayPhotoRow, StayRow } from './public-listing.repository.ts';
import { staticMap } from './stay-map.ts';
import { ratingLine, reviewsSection, type StayReviews } from './stay-reviews.ts';
import type { StayText } from './stay-text.ts';

export const STAY_CSS_PATH = '/stay-assets/stay.css';

interface Room {
  type?: string;
  size?: number | null;
  beds?: { type?: string; count?: number }[];
}
interface Price {
  currency?: string;
  nightlyPrice?: number;
  seasons?: { nightlyPrice?: number }[];
}

const str = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null);
const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : null);
const list = <T>(v: unknown): T[] => (Array.isArray(v) ? (v as T[]) : []);

export function layout(locale: Locale, title: string, product: string, body: Html, notice?: string): string {
  return `<!doctype html>${
    html`<html lang="${htmlLang(locale)}">
<head>
<meta charset="utf-8">
${
  notice
    ? html`<meta name="robots" content="noindex">
<base target="_blank">`
    : ''
}
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title} · ${product}</title>
<link rel="icon" type="image/svg+xml" href="/favicon.svg">
<link rel="stylesheet" href="${STAY_CSS_PATH}">
</head>
<body>
<header class="top"><span class="brand">${product}</span></header>
${notice ? html`<p class="preview-notice" role="status">${notice}</p>` : ''}
${body}
</body>
</html>`.value
  }`;
}

/** "From €95 per night": the lowest of the base price and the season prices. */
export function priceFrom(text: StayText, locale: Locale, price: Price | null): string | null {
  const base = num(price?.nightlyPrice);
  if (!price || base === null || !str(price.currency)) return null;
  const lowest = Math.min(
    base,
    ...list<{ nightlyPrice?: number }>(price.seasons).flatMap((s) => num(s.nightlyPrice) ?? []),
  );
  try {
    const formatted = new Intl.NumberFormat(htmlLang(locale), {
      style: 'currency',
      currency: price.currency,
      minimumFractionDigits: lowest % 100 === 0 ? 0 : 2,
    }).format(lowest / 100);
    return text.t('stay.priceFrom', { price: formatted });
  } catch {
    return null;
  }
}

function gallery(text: StayText, storage: FileStorage, title: string, photos: StayPhotoRow[]): Html {
  if (photos.length === 0) return html`<p class="no-photos">${text.t('stay.noPhotos')}</p>`;
  const alt = (i: number) => text.t('stay.photoAlt', { title, n: i + 1, total: photos.length });
  const [cover, ...rest] = photos;
  const img = (p: StayPhotoRow, i: number, sizes: string, lazy: boolean) => {
    const urls = photoUrls(storage, p.storageKey);
    return html`<a href="${urls.large}"><img src="${urls.medium}" srcset="${photoSrcset(storage, p.storageKey, p.width)}"
      sizes="${sizes}" width="${p.width}" height="${p.height}" alt="${alt(i)}"${lazy ? html` loading="lazy"` : html``} decoding="async"></a>`;
  };
  return html`<section class="gallery" aria-label="${text.t('stay.photos')}">
  <div class="cover">${img(cover!, 0, '(min-width: 60rem) 60rem, 100vw', false)}</div>
  ${rest.length ? html`<ul class="thumbs">${rest.map((p, i) => html`<li>${img(p, i + 1, '(min-width: 60rem) 20rem, 50vw', true)}</li>`)}</ul>` : ''}
</section>`;
}

function roomsSection(text: StayText, rooms: Room[]): Html {
  if (rooms.length === 0) return html``;
  return html`<section aria-labelledby="rooms-title"><h2 id="rooms-title">${text.t('stay.rooms')}</h2>
<ul class="rooms">${rooms.map((room) => {
    const beds = list<{ type?: string; count?: number }>(room.beds).filter((b) => str(b.type));
    const size = num(room.size);
    return html`<li><strong>${text.label('stay.room', room.type ?? 'room')}</strong>${size ? html` <span class="muted">${text.t('stay.size', { size: Math.round(size) })}</span>` : ''}${beds.length ? html`<br>${beds.map((b, i) => html`${i ? ', ' : ''}${text.t('stay.bedCount', { count: b.count ?? 1, bed: text.label('stay.bed', b.type!) })}`)}` : ''}</li>`;
  })}</ul></section>`;
}

/** A number a phone can dial: its digits, with the leading + of an international number. */
const telHref = (phone: string) =>
  `tel:${phone.trim().startsWith('+') ? '+' : ''}${phone.replace(/\D/g, '')}`;

/** A WhatsApp number opens a chat (wa.me takes the international number's digits only). */
const whatsappHref = (phone: string) => `https://wa.me/${phone.replace(/\D/g, '')}`;

/**
 * The host's phone for guests and second number with its type in words (ADR 0029), shown while
 * the host's "show phone number" service is in effect (the query leaves them null otherwise).
 */
function hostSection(
  text: StayText,
  row: Pick<StayRow, 'hostPhone' | 'hostSecondaryPhone' | 'hostSecondaryPhoneType'>,
): Html {
  const phone = row.hostPhone;
  const second = row.hostSecondaryPhone;
  if (!phone && !second) return html``;
  const type = row.hostSecondaryPhoneType ?? 'mobile';
  return html`<section aria-labelledby="host-title"><h2 id="host-title">${text.t('stay.host.title')}</h2>
${phone ? html`<p class="host-phone">${text.t('stay.host.phone')} <a href="${telHref(phone)}">${phone}</a></p>` : ''}
${second ? html`<p class="host-phone">${text.t('stay.host.secondPhone', { type: text.label('account.profile.phoneType', type) })} <a href="${type === 'whatsapp' ? whatsappHref(second) : telHref(second)}">${second}</a></p>` : ''}</section>`;
}

/** The badge of a host whose diamond service is in effect: words, not only a symbol. */
const diamondBadge = (text: StayText) =>
  html`<p class="badges"><span class="badge badge-diamond"><span aria-hidden="true">◆ </span>${text.t('stay.host.diamond')}</span></p>`;

/** The numbers the law of the unit's country asks a listing to show, under the country's own label. */
function registrationSection(
  text: StayText,
  countryCode: string | null,
  unit: Record<string, unknown>,
): Html {
  if (!countryCode) return html``;
  const column = {
    registrationNumber: 'registration_number',
    nationalIdentificationCode: 'national_identification_code',
  };
  const shown = rulesFor(countryCode)
    .filter((rule) => rule.public)
    .flatMap((rule) => {
      const value = str(unit[column[rule.name]]);
      return value ? [{ label: text.t(regionalTextKey(countryCode, rule.name, 'label')), value }] : [];
    });
  if (shown.length === 0) return html``;
  return html`<section aria-labelledby="registration-title"><h2 id="registration-title">${text.t('stay.registration')}</h2>
<dl class="registration">${shown.map((r) => html`<dt>${r.label}</dt><dd>${r.value}</dd>`)}</dl></section>`;
}

export interface StayPageInput {
  locale: Locale;
  text: StayText;
  product: string;
  storage: FileStorage;
  row: StayRow;
  photos: StayPhotoRow[];
  /** Staff preview of a unit guests cannot see yet: a notice on top, links open a new tab. */
  preview?: boolean;
  /** The booking panel (guests' page only). */
  booking?: Html | undefined;
  /** The unit's rating and a page of its reviews (issue 10). */
  reviews?: StayReviews | undefined;
}

export function stayPage({
  locale,
  text,
  product,
  storage,
  row,
  photos,
  preview,
  booking: panel,
  reviews,
}: StayPageInput): string {
  const u = row.unit;
  const title = str(u.title) ?? str(row.propertyTitle) ?? text.t('stay.untitled');
  const description = str(u.description);
  const amenities = list<string>(u.amenities).filter((a) => str(a));
  const rooms = list<Room>(u.rooms);
  const bedrooms = rooms.filter((r) => r.type === 'bedroom').length;
  const guests = num(u.guests);
  const size = num(u.property_size);
  const kind = str(u.accommodation_type);
  const loc = row.location ?? {};
  const countryCode = str(loc.countryCode);
  const city = str(loc.city);
  const country = str(loc.countryName) ?? str(loc.countryCode);
  const place = [city, country].filter(Boolean).join(', ');
  const lat = num(loc.latitude);
  const lon = num(loc.longitude);
  const price = priceFrom(text, locale, (u.price_and_availability as Price | null) ?? null);
  const facts = [
    kind ? text.label('stay.accommodation', kind) : null,
    guests ? text.count('stay.guests', guests) : null,
    bedrooms ? text.count('stay.bedrooms', bedrooms) : null,
    size ? text.t('stay.size', { size: Math.round(size) }) : null,
  ].filter((f): f is string => !!f);
  const subtitle =
    row.propertyType === 'multi' && str(row.propertyTitle) !== title ? str(row.propertyTitle) : null;
  const booking = str(u.booking_type);

  const body = html`<main id="main" class="stay">
<div class="heading">
  <h1>${title}</h1>
  ${subtitle || place ? html`<p class="place">${[subtitle, place].filter(Boolean).join(' · ')}</p>` : ''}
  ${ratingLine(text, locale, reviews)}
  ${row.diamondHost ? diamondBadge(text) : ''}
</div>
${gallery(text, storage, title, photos)}
<div class="columns">
<div class="details">
  ${facts.length ? html`<ul class="facts">${facts.map((f) => html`<li>${f}</li>`)}</ul>` : ''}
  ${description ? html`<section aria-labelledby="about-title"><h2 id="about-title">${text.t('stay.about')}</h2>${description.split(/\n{2,}/).map((p) => html`<p>${p}</p>`)}</section>` : ''}
  ${amenities.length ? html`<section aria-labelledby="amenities-title"><h2 id="amenities-title">${text.t('stay.amenities')}</h2><ul class="amenities">${amenities.map((a) => html`<li>${text.label('amenities', a)}</li>`)}</ul></section>` : ''}
  ${roomsSection(text, rooms)}
  ${reviewsSection(text, locale, reviews)}
  ${hostSection(text, row)}
  ${place || (lat !== null && lon !== null) ? html`<section aria-labelledby="location-title"><h2 id="location-title">${text.t('stay.location')}</h2>${place ? html`<p>${place}</p>` : ''}${lat !== null && lon !== null ? staticMap(text, place || title, lat, lon) : ''}</section>` : ''}
  ${registrationSection(text, countryCode, u)}
</div>
${price ? html`<aside class="price" aria-label="${text.t('stay.priceLabel')}"><p class="amount">${price}</p>${panel ?? (booking ? html`<p class="muted">${text.t(booking === 'onLine' ? 'stay.bookingOnline' : 'stay.bookingOnRequest')}</p>` : '')}</aside>` : ''}
</div>
</main>`;
  return layout(locale, title, product, body, preview ? text.t('stay.previewNotice') : undefined);
}

export function notFoundPage(locale: Locale, text: StayText, product: string, appUrl: string): string {
  const body = html`<main id="main" class="stay not-found">
<h1>${text.t('stay.notFound.title')}</h1>
<p>${text.t('stay.notFound.text')}</p>
<p><a href="${appUrl}">${text.t('stay.notFound.home')}</a></p>
</main>`;
  return layout(locale, text.t('stay.notFound.title'), product, body);
}
