import {
  IconBuildingCottage,
  IconCalendar,
  IconCalendarCheck,
  IconChartBar,
  IconClipboardList,
  IconHelp,
  IconHome,
  IconMessageQuestion,
  IconMessages,
  IconShieldCheck,
} from '@tabler/icons-react';
import type { NavId } from './nav-entries.ts';

const ICONS = {
  overview: IconHome,
  inbox: IconMessages,
  calendar: IconCalendar,
  bookings: IconCalendarCheck,
  inquiries: IconMessageQuestion,
  reservations: IconClipboardList,
  properties: IconBuildingCottage,
  statistics: IconChartBar,
  staffReview: IconShieldCheck,
  helpCenter: IconHelp,
} as const;

export function NavIcon({ id, size = 20 }: { id: NavId; size?: number }) {
  const Icon = ICONS[id];
  return <Icon size={size} stroke={1.6} aria-hidden="true" />;
}
