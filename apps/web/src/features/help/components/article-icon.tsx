import {
  IconAlertTriangle,
  IconBan,
  IconBolt,
  IconBook,
  IconBuilding,
  IconBuildingBank,
  IconCalendar,
  IconCalendarRepeat,
  IconClock,
  IconCrown,
  IconCurrencyEuro,
  IconDiscount,
  IconHeartHandshake,
  IconIdBadge,
  IconKey,
  IconMessageQuestion,
  IconMessages,
  IconPencil,
  IconPhoto,
  IconReceiptTax,
  IconRocket,
  IconScale,
  IconShieldCheck,
  IconStar,
} from '@tabler/icons-react';

const ICONS: Record<string, typeof IconBook> = {
  rocket: IconRocket,
  photo: IconPhoto,
  pencil: IconPencil,
  building: IconBuilding,
  'id-badge': IconIdBadge,
  'currency-euro': IconCurrencyEuro,
  discount: IconDiscount,
  calendar: IconCalendar,
  'calendar-repeat': IconCalendarRepeat,
  'alert-triangle': IconAlertTriangle,
  bolt: IconBolt,
  clock: IconClock,
  'message-question': IconMessageQuestion,
  ban: IconBan,
  messages: IconMessages,
  key: IconKey,
  star: IconStar,
  'heart-handshake': IconHeartHandshake,
  'shield-check': IconShieldCheck,
  'building-bank': IconBuildingBank,
  'receipt-tax': IconReceiptTax,
  crown: IconCrown,
  scale: IconScale,
};

/** An article's icon (000 section 3), decorative: the title says what it is. */
export function ArticleIcon({ name, size = 20 }: { name: string; size?: number }) {
  const Icon = ICONS[name] ?? IconBook;
  return <Icon size={size} aria-hidden="true" />;
}
