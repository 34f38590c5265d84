import { notifications } from '@mantine/notifications';
import { useEffect, useState } from 'react';
import { endImpersonation } from '../../features/staff/api/end-impersonation.ts';
import { isApiError } from '../../lib/api-error.ts';
import { useFormatters } from '../../lib/format.ts';
import {
  type ActiveImpersonation,
  activeImpersonation,
  impersonationEnded,
  leaveImpersonation,
} from '../../lib/impersonation.ts';
import { useTranslation } from '../../lib/translation.tsx';
import classes from './impersonation-bar.module.css';

/**
 * The red STAFF IMPERSONATION bar (001 sections 1 and 4, ADR 41) over the signed-in shell while
 * staff act as a host: whose account it is, when the session ends, and the way out. At the end
 * time the app goes back to the staff search by itself.
 */
export function ImpersonationBar() {
  const [session] = useState(activeImpersonation);
  return session ? <Bar session={session} /> : null;
}

function Bar({ session }: { session: ActiveImpersonation }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const [leaving, setLeaving] = useState(false);

  useEffect(() => {
    const left = Date.parse(session.expiresAt) - Date.now();
    // a timer longer than 2^31 ms fires at once; a session lasts an hour
    const timer = setTimeout(impersonationEnded, Math.max(0, Math.min(left, 2 ** 31 - 1)));
    return () => clearTimeout(timer);
  }, [session.expiresAt]);

  const exit = async () => {
    setLeaving(true);
    try {
      await endImpersonation(session.id);
    } catch (error) {
      // already over (or not this staff member's): leaving is all that is left to do
      if (!(isApiError(error) && [403, 404].includes(error.status))) {
        setLeaving(false);
        notifications.show({ color: 'red', message: t('impersonation.bar.exitFailed') });
        return;
      }
    }
    leaveImpersonation();
  };

  return (
    <section className={classes.bar} aria-label={t('impersonation.bar.label')}>
      <span className={classes.label}>{t('impersonation.bar.label')}</span>
      <span className={classes.text}>
        {t('impersonation.bar.text', { name: session.hostName })}{' '}
        {t('impersonation.bar.until', { time: format.date(session.expiresAt, { timeStyle: 'short' }) })}
      </span>
      <button type="button" className={classes.exit} onClick={() => void exit()} disabled={leaving}>
        {t('impersonation.bar.exit')}
      </button>
    </section>
  );
}
