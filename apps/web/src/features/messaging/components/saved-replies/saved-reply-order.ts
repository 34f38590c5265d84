import type { ChatChannel, PlaceholderValues, SavedReply } from '@host-portal/contracts/messaging';

/** A reply's language as a short tag: DE-CH, EN. */
export const languageLabel = (language: string) => language.replace('_', '-').toUpperCase();

/** The language part of a locale or language tag: de of de_DE, de-CH or de. */
export const languageOf = (locale: string) => locale.split(/[_-]/)[0]?.toLowerCase() ?? '';

/** Replies in the guest's language first (issue 9), each group by title. */
export function orderForGuest(replies: readonly SavedReply[], guestLanguage: string | null | undefined) {
  const guest = guestLanguage ? languageOf(guestLanguage) : '';
  const byTitle = (a: SavedReply, b: SavedReply) => a.title.localeCompare(b.title);
  const matching = replies.filter((r) => guest && languageOf(r.language) === guest).sort(byTitle);
  const others = replies.filter((r) => !guest || languageOf(r.language) !== guest).sort(byTitle);
  return { matching, others };
}

/**
 * The channel's placeholder values for a reply written in `language`: the stay's dates are written
 * in the reply's language (the server's values are in the guest's), the rest as the server gave.
 */
export function placeholdersFor(channel: ChatChannel, language: string): PlaceholderValues {
  const values: PlaceholderValues = { ...(channel.placeholders ?? {}) };
  if (!channel.stay) return values;
  let format: Intl.DateTimeFormat;
  try {
    format = new Intl.DateTimeFormat(language.replace('_', '-'), { dateStyle: 'long', timeZone: 'UTC' });
  } catch {
    return values;
  }
  const day = (iso: string) => format.format(new Date(`${iso}T00:00:00Z`));
  values.checkIn = day(channel.stay.checkIn);
  values.checkOut = day(channel.stay.checkOut);
  return values;
}
