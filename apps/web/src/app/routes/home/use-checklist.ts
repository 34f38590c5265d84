import type { PropertyListItem } from '@host-portal/contracts/properties';
import { useQuery } from '@tanstack/react-query';
import { useProperties } from '../../../features/properties/api/get-properties.ts';
import { propertyQueryOptions } from '../../../features/properties/api/get-property.ts';
import { usePendingCount } from '../../../features/reservations/api/get-pending-count.ts';
import { listPath } from '../../../features/reservations/list-paths.ts';
import { awaitsAnswer } from '../../../features/reservations/reservation-status.ts';
import { unitQueryOptions } from '../../../features/units/api/get-unit.ts';
import { useAppContext } from '../../../lib/app-context.tsx';
import { currentUserQueryOptions } from '../../../lib/current-user.ts';
import { build, paths } from '../../../lib/route-paths.ts';
import { listCriteria, useReservationPages } from './use-reservation-pages.ts';

/**
 * The new host's checklist (000 section 2, /checklist/{checklistId}/{checklistItemId}): what is left
 * before the first guests can book, read from what the app loads anyway (the first page of
 * properties, the unit being listed, the pending requests and open inquiries). Nothing is stored:
 * an item is done when the data says so.
 */
export const CHECKLIST_ID = 'getting-started';

export const CHECKLIST_ITEMS = [
  'list-property',
  'add-photos',
  'set-prices',
  'publish-unit',
  'answer-guests',
] as const;
export type ChecklistItemId = (typeof CHECKLIST_ITEMS)[number];

/** The translation key segment of each item: `pages.checklist.<segment>.title` and so on. */
export const CHECKLIST_TEXT: Record<ChecklistItemId, string> = {
  'list-property': 'listProperty',
  'add-photos': 'addPhotos',
  'set-prices': 'setPrices',
  'publish-unit': 'publishUnit',
  'answer-guests': 'answerGuests',
};

export interface ChecklistItem {
  id: ChecklistItemId;
  done: boolean;
  /** where the call to action leads, and its label's translation key */
  action: { to: string; labelKey: string };
}

export type Checklist =
  | { status: 'pending' }
  | { status: 'error'; error: unknown; retry: () => void }
  | { status: 'success'; items: ChecklistItem[] };

/** A unit still being listed: where the photos, prices and "continue" items lead. */
interface FocusUnit {
  propertyId: string;
  propertyType: 'single' | 'multi';
  unitId: string;
  hasPhotos: boolean;
  hasPrices: boolean;
}

export function useChecklist(): Checklist {
  const { settings } = useAppContext();
  const user = useQuery(currentUserQueryOptions());
  const features = user.data?.appFeatures;
  const properties = useProperties({ page: 1, search: '' });
  const items = properties.data?.items ?? [];
  // a unit that left "in progress" was finished: the publish gate asks for photos and prices
  const finished = items.some((p) => p.unitSummary.total > p.unitSummary.inProgress);
  const listing: PropertyListItem | undefined = finished
    ? undefined
    : items.find((p) => p.unitSummary.inProgress > 0);

  const property = useQuery({ ...propertyQueryOptions(listing?.id ?? ''), enabled: Boolean(listing) });
  const unitId = listing ? property.data?.firstInProgressUnitId : undefined;
  const unit = useQuery({ ...unitQueryOptions(unitId ?? ''), enabled: Boolean(unitId) });

  const bookings = Boolean(features?.bookingsAvailable);
  const inquiries = Boolean(features?.inquiriesAvailable);
  const pending = usePendingCount(bookings);
  const open = useReservationPages(listCriteria('inquiries'), { enabled: inquiries });

  const sources = [
    properties,
    ...(listing ? [property] : []),
    ...(unitId ? [unit] : []),
    ...(bookings ? [pending] : []),
  ];
  const failed = sources.find((query) => query.isError && !query.data);
  if (failed || (inquiries && open.status === 'error')) {
    return {
      status: 'error',
      error: failed ? failed.error : open.error,
      retry: () => {
        for (const query of sources) if (query.isError) void query.refetch();
        if (open.status === 'error') open.retry();
      },
    };
  }
  const waiting = [
    user.data,
    properties.data,
    ...(listing ? [property.data] : []),
    ...(unitId ? [unit.data] : []),
    ...(bookings ? [pending.data] : []),
  ];
  if (waiting.some((data) => data === undefined) || (inquiries && open.status === 'pending')) {
    return { status: 'pending' };
  }

  const focus: FocusUnit | null =
    listing && property.data && unit.data
      ? {
          propertyId: listing.id,
          propertyType: property.data.propertyType,
          unitId: unit.data.id,
          hasPhotos: Boolean(unit.data.thumbnail),
          hasPrices: Boolean(unit.data.priceAndAvailability),
        }
      : null;
  const hasProperty = (properties.data?.pagination.total ?? 0) > 0;
  const waitingInquiries = open.items.filter((item) => awaitsAnswer(item.status)).length;
  const waitingRequests = bookings ? (pending.data ?? 0) : 0;

  /** Where the unit steps lead: the unit being listed, else a first property, else the list. */
  const unitStep = (step: 'photos' | 'price-and-availability' | null, labelKey: string) => {
    if (focus && !finished) {
      const to = step
        ? focus.propertyType === 'single'
          ? build.listingSingleUnit(focus.propertyId, focus.unitId, step)
          : build.listingMultiUnit(focus.propertyId, focus.unitId, step)
        : build.listingPropertyUnit(focus.propertyId, focus.unitId);
      return { to, labelKey };
    }
    if (!hasProperty) return { to: paths.listingAddProperty, labelKey: 'pages.home.listFirst' };
    return { to: paths.properties, labelKey: 'pages.home.toProperties' };
  };

  const list: ChecklistItem[] = [
    {
      id: 'list-property',
      done: hasProperty,
      action: {
        to: paths.listingAddProperty,
        labelKey: hasProperty ? 'pages.home.addAnother' : 'pages.home.listFirst',
      },
    },
    {
      id: 'add-photos',
      done: finished || Boolean(focus?.hasPhotos),
      action: unitStep('photos', 'pages.checklist.addPhotos.action'),
    },
    {
      id: 'set-prices',
      done: finished || Boolean(focus?.hasPrices),
      action: unitStep('price-and-availability', 'pages.checklist.setPrices.action'),
    },
    {
      id: 'publish-unit',
      done: finished,
      action: unitStep(null, 'pages.checklist.publishUnit.action'),
    },
  ];
  // guests can only ask once a unit went through the publish gate; a request that waits counts anyway
  if ((bookings || inquiries) && (finished || waitingRequests + waitingInquiries > 0)) {
    const toInquiries = !bookings || (waitingRequests === 0 && waitingInquiries > 0);
    list.push({
      id: 'answer-guests',
      done: waitingRequests === 0 && waitingInquiries === 0,
      action: {
        to: listPath(toInquiries ? 'inquiries' : 'requests', settings.features.alternateReservations),
        labelKey: toInquiries
          ? 'pages.checklist.answerGuests.toInquiries'
          : 'pages.checklist.answerGuests.toRequests',
      },
    });
  }
  return { status: 'success', items: list };
}
