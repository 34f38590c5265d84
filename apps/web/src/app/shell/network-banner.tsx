import { IconWifi, IconWifiOff } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../lib/translation.tsx';
import { useOnlineStatus } from '../../lib/use-online-status.ts';
import classes from './shell.module.css';

const BACK_ONLINE_VISIBLE_MS = 4000;

/** Tells the user when the connection drops and when it is back (001 section 4, network status). */
export function NetworkBanner() {
  const { t } = useTranslation();
  const online = useOnlineStatus();
  const wasOffline = useRef(false);
  const [backOnline, setBackOnline] = useState(false);

  useEffect(() => {
    if (!online) {
      wasOffline.current = true;
      setBackOnline(false);
      return;
    }
    if (!wasOffline.current) return;
    wasOffline.current = false;
    setBackOnline(true);
    const timer = setTimeout(() => setBackOnline(false), BACK_ONLINE_VISIBLE_MS);
    return () => clearTimeout(timer);
  }, [online]);

  return (
    <div role="status" aria-live="polite" className={classes.offline}>
      {!online && (
        <div className={`${classes.networkAlert} ${classes.networkOffline}`}>
          <IconWifiOff size={20} aria-hidden="true" />
          {t('network.offline')}
        </div>
      )}
      {online && backOnline && (
        <div className={`${classes.networkAlert} ${classes.networkOnline}`}>
          <IconWifi size={20} aria-hidden="true" />
          {t('network.online')}
        </div>
      )}
    </div>
  );
}
