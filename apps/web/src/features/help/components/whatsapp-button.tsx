import { Button } from '@mantine/core';
import { IconBrandWhatsapp } from '@tabler/icons-react';
import { useAppContext } from '../../../lib/app-context.tsx';
import { useTranslation } from '../../../lib/translation.tsx';

/** https://wa.me/<digits>?text=…: WhatsApp's own link to a chat, with a first message written. */
export const whatsAppLink = (number: string, text: string) =>
  `https://wa.me/${number.replace(/\D/g, '')}?text=${encodeURIComponent(text)}`;

/**
 * The messaging-app contact button of the help dropdown (000 section 2): only when the deployment
 * configures a support number (SUPPORT_WHATSAPP_NUMBER, in the public settings).
 */
export function WhatsAppButton({ onClick }: { onClick?: () => void }) {
  const { t } = useTranslation();
  const { settings } = useAppContext();
  const number = settings.supportWhatsAppNumber;
  if (!number) return null;
  return (
    <Button
      component="a"
      href={whatsAppLink(number, t('helpCenter.whatsapp.prefill', { product: settings.productTitle }))}
      target="_blank"
      rel="noopener noreferrer"
      variant="default"
      leftSection={<IconBrandWhatsapp size={18} aria-hidden="true" />}
      onClick={onClick}
    >
      {t('helpCenter.whatsapp.button')}
      <span className="hp-visually-hidden"> {t('commons.opensInNewTab')}</span>
    </Button>
  );
}
