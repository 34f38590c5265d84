import { TimelinePage } from '../components/timeline/timeline-page.tsx';

/** `/calendar`: every unit's calendar on one timeline (a unit list on phones). */
export default function CalendarTimelineRoute() {
  return <TimelinePage />;
}
