import { Link } from 'react-router';
import { useAppContext } from '../../lib/app-context.tsx';
import classes from './shell.module.css';

/** The partner logo (from the theme sheet) and the product title, linking home. */
export function Brand({ to }: { to: string }) {
  const { settings } = useAppContext();
  return (
    <Link to={to} className={classes.brand}>
      <span className={classes.logo} aria-hidden="true" />
      <span className={classes.brandText}>{settings.productTitle}</span>
    </Link>
  );
}
