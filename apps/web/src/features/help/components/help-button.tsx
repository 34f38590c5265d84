import { IconHelp } from '@tabler/icons-react';
import type { ButtonHTMLAttributes } from 'react';
import { iconButtonClass } from '../../../components/ui/plain.tsx';
import { useTranslation } from '../../../lib/translation.tsx';

/** The header's help button (a question mark), named for screen readers. */
export function HelpButton(props: ButtonHTMLAttributes<HTMLButtonElement>) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className={iconButtonClass}
      aria-label={t('helpCenter.button')}
      aria-haspopup="dialog"
      {...props}
    >
      <IconHelp size={22} aria-hidden="true" />
    </button>
  );
}
