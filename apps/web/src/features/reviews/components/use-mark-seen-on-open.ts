import type { ReviewsPage } from '@host-portal/contracts/reviews';
import { useEffect, useRef } from 'react';
import { useMarkReviewsSeen, useNewReviewUnits } from '../api/new-reviews.ts';

/**
 * Opening a unit's reviews marks them seen (PUT /reviews/new/{unitId}) once its first page is
 * shown, so the reviews that were new keep their mark for this visit while the unit leaves the
 * new-reviews list. Only when something is new: in the list, the first page or the unit's line.
 */
export function useMarkSeenOnOpen(unitId: string, firstPage: ReviewsPage | undefined, hasNew: boolean) {
  const markSeen = useMarkReviewsSeen();
  const newUnits = useNewReviewUnits();
  const done = useRef(false);
  const unseen =
    hasNew || Boolean(newUnits.data?.includes(unitId)) || Boolean(firstPage?.items.some((r) => !r.seen));
  const { mutate } = markSeen;

  useEffect(() => {
    if (done.current || !firstPage || !unseen) return;
    done.current = true;
    mutate(unitId);
  }, [firstPage, unseen, unitId, mutate]);
}
