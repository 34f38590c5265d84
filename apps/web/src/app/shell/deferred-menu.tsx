import {
  type ComponentType,
  type LazyExoticComponent,
  lazy,
  type ReactNode,
  Suspense,
  useState,
} from 'react';
import { retryImport } from '../../lib/retry-import.ts';

export interface DeferredMenuProps {
  /** Open the menu as soon as it is there: the visitor pressed its button while it was loading. */
  openOnLoad: boolean;
}

type MenuComponent<P> = ComponentType<P & DeferredMenuProps>;

/**
 * A header menu whose dropdown (Mantine Menu, Popover and floating-ui, a good part of the startup
 * bundle) loads right after the first render instead of before it. If loading fails (after the
 * usual retries) `fallback` stays, a trigger without a menu, rather than breaking the page.
 */
export function lazyMenu<P extends object>(
  load: () => Promise<{ default: MenuComponent<P> }>,
  fallback: MenuComponent<P>,
): LazyExoticComponent<MenuComponent<P>> {
  return lazy(() => retryImport(load).catch(() => ({ default: fallback })));
}

/**
 * Shows `button` (the same trigger the menu has) until `menu` has loaded; pressing it meanwhile
 * remembers the wish and the menu opens once there.
 */
export function DeferredMenu<P extends object>({
  menu: Menu,
  props,
  button,
}: {
  menu: LazyExoticComponent<MenuComponent<P>>;
  props: P;
  button: (onClick: () => void) => ReactNode;
}) {
  const [openOnLoad, setOpenOnLoad] = useState(false);
  return (
    <Suspense fallback={button(() => setOpenOnLoad(true))}>
      <Menu {...props} openOnLoad={openOnLoad} />
    </Suspense>
  );
}
