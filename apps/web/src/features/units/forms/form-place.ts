import type { ComponentType, ReactNode } from 'react';
import type { MutationToasts } from '../api/unit-keys.ts';
import type { UnitFormFrameProps } from './unit-form-frame.tsx';

/**
 * Where a unit form renders. The unit page is the default (UnitFormFrame with Save, a toast after
 * saving); another place, such as a listing step, passes its own frame and what follows a save.
 */
export interface UnitFormPlace {
  /** The frame around the fields: heading, general error, submit button. */
  frame?: ComponentType<UnitFormFrameProps>;
  /** Runs after a successful save instead of the "saved" toast (the listing's complete()). */
  onSaved?: () => unknown;
  /** Also show a failed save in the global toast (the listing steps do). */
  toasts?: MutationToasts;
  /** Around the loading skeleton or the load error of a form that fetches its data; none by default. */
  status?: ComponentType<UnitFormStatusProps>;
  /** Translated heading and description when the place words them differently. */
  title?: string;
  description?: string;
}

export interface UnitFormStatusProps {
  title: string;
  failed: boolean;
  children: ReactNode;
}

/** The unit page shows the skeleton or the error on its own. */
export function BareStatus({ children }: UnitFormStatusProps): ReactNode {
  return children;
}
