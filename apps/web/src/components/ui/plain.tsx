import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router';
import classes from './plain.module.css';

/**
 * Buttons and a loading spinner for what shows before Mantine has loaded (DESIGN: the first screen
 * carries no UI library): the first screen, the cookie banner, the shell and the error pages.
 * Pages use Mantine's.
 */
export type PlainVariant = 'filled' | 'default';

const buttonClass = (variant: PlainVariant, className?: string) =>
  [classes.button, classes[variant], className].filter(Boolean).join(' ');

export function PlainButton({
  variant = 'filled',
  leftSection,
  className,
  children,
  type = 'button',
  ...rest
}: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: PlainVariant; leftSection?: ReactNode }) {
  return (
    <button type={type} className={buttonClass(variant, className)} {...rest}>
      {leftSection}
      {children}
    </button>
  );
}

export function PlainButtonLink({
  variant = 'filled',
  className,
  ...rest
}: LinkProps & { variant?: PlainVariant }) {
  return <Link className={buttonClass(variant, className)} {...rest} />;
}

export const iconButtonClass = classes.iconButton;

/** A spinner named for screen readers; `children` (a message) shows under it. */
export function Spinner({
  label,
  size = 'md',
  fill = false,
  children,
}: {
  label?: string;
  size?: 'sm' | 'md';
  /** Centred in at least half the viewport's height, as a page's loading state. */
  fill?: boolean;
  children?: ReactNode;
}) {
  const className = `${classes.spinner} ${size === 'sm' ? classes.spinnerSmall : ''}`;
  const spinner = label ? (
    <span className={className} role="img" aria-label={label} />
  ) : (
    <span className={className} aria-hidden="true" />
  );
  if (!fill && !children) return spinner;
  return (
    <div className={fill ? classes.spinnerWrap : undefined}>
      {spinner}
      {children}
    </div>
  );
}
