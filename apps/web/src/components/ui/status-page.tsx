import type { ReactNode } from 'react';
import classes from './status-page.module.css';

export interface StatusPageProps {
  title: string;
  description?: ReactNode;
  /** Shown as "Error code: …" so support can find the request. */
  code?: ReactNode;
  icon?: ReactNode;
  actions?: ReactNode;
  children?: ReactNode;
}

/**
 * The body of every full-page message: errors, not found, not available yet. Without Mantine, so an
 * error page shows even when the part of the app with the UI library failed to load.
 */
export function StatusPage({ title, description, code, icon, actions, children }: StatusPageProps) {
  return (
    <div className={classes.page}>
      {icon}
      <h1 className={classes.title}>{title}</h1>
      {description && <p className={classes.description}>{description}</p>}
      {code && <p className={classes.code}>{code}</p>}
      {children}
      {actions && <div className={classes.actions}>{actions}</div>}
    </div>
  );
}
