import { useParams } from 'react-router';
import { UnitCalendarPage } from '../components/month/unit-calendar-page.tsx';
import { CalendarUnitNotFound } from '../components/month/unit-calendar-states.tsx';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** /calendar/:id: one unit's calendar; a new unit starts afresh (its own selection and months). */
export default function UnitCalendarRoute() {
  const { id = '' } = useParams();
  return UUID.test(id) ? <UnitCalendarPage key={id} unitId={id} /> : <CalendarUnitNotFound />;
}
