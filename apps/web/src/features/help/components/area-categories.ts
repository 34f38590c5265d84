import type { KnowledgeCategory } from '@host-portal/contracts/help';

/**
 * The help dropdown's articles per area (000 section 2: "help dropdown per area"): the categories
 * that answer what a host does on the page they are on. Unknown areas get every article.
 */
const AREAS: [RegExp, KnowledgeCategory[]][] = [
  [/^\/(calendar)(\/|$)/, ['calendar', 'pricing']],
  [/^\/(listing|properties)(\/|$)/, ['listing', 'pricing']],
  [
    /^\/(bookings|reservations|inquiries|booking-details|booking-request-details|booking-request-confirmation)(\/|$)/,
    ['reservations'],
  ],
  [/^\/messages(\/|$)/, ['messaging']],
  [/^\/insights(\/|$)/, ['reviews']],
  [/^\/(account|verification|onboarding)(\/|$)/, ['account']],
  [/^\/(manage-subscription|subscription)/, ['subscriptions']],
];

export function areaCategories(pathname: string): KnowledgeCategory[] {
  return AREAS.find(([pattern]) => pattern.test(pathname))?.[1] ?? [];
}
