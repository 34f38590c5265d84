import {
  type ComponentType,
  type FocusEvent,
  type LazyExoticComponent,
  lazy,
  type ReactNode,
  Suspense,
  useRef,
  useState,
} from 'react';
import { retryImport } from '../../lib/retry-import.ts';

export interface DeferredMenuProps {
  /** Open the menu as soon as it is there: the visitor pressed its button while it was loading. */
  openOnLoad: boolean;
  /** Focus the menu's button once it is there: the visitor's focus was on the stand-in button. */
  focusOnLoad: boolean;
}

/** What the stand-in trigger needs: press, and the signs that it is about to be pressed. */
export interface TriggerHandlers {
  onClick: () => void;
  onPointerEnter: () => void;
  onFocus: () => void;
  onBlur: (event: FocusEvent) => void;
}

type MenuComponent<P> = ComponentType<P & DeferredMenuProps>;

/**
 * A header menu whose dropdown (Mantine Menu, Popover and floating-ui) loads when the visitor heads
 * for its button (pointer over it, focus on it, or a press), not with the page: a page's start has
 * no work for a menu nobody opened. If loading fails (after the usual retries) `fallback` stays, a
 * trigger without a menu, rather than breaking the page.
 */
export function lazyMenu<P extends object>(
  load: () => Promise<{ default: MenuComponent<P> }>,
  fallback: MenuComponent<P>,
): LazyExoticComponent<MenuComponent<P>> {
  return lazy(() => retryImport(load).catch(() => ({ default: fallback })));
}

/**
 * Shows `button` (the same trigger the menu has) until the visitor heads for it; then loads `menu`,
 * which replaces the button. A press meanwhile opens the menu once there, and focus on the button
 * moves to the menu's own.
 */
export function DeferredMenu<P extends object>({
  menu: Menu,
  props,
  button,
}: {
  menu: LazyExoticComponent<MenuComponent<P>>;
  props: P;
  button: (handlers: TriggerHandlers) => ReactNode;
}) {
  const [wanted, setWanted] = useState<'no' | 'load' | 'open'>('no');
  const focused = useRef(false);
  const trigger = button({
    onClick: () => setWanted('open'),
    onPointerEnter: () => setWanted((w) => (w === 'no' ? 'load' : w)),
    onFocus: () => {
      focused.current = true;
      setWanted((w) => (w === 'no' ? 'load' : w));
    },
    onBlur: (event) => {
      // a blur without a next element is the stand-in leaving the page as the menu replaces it
      if (event.relatedTarget) focused.current = false;
    },
  });
  if (wanted === 'no') return trigger;
  return (
    <Suspense fallback={trigger}>
      <Menu {...props} openOnLoad={wanted === 'open'} focusOnLoad={focused.current} />
    </Suspense>
  );
}
