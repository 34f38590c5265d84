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
  /** Open the menu as soon as it is there: the visitor pressed its button. */
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

/** A lazily loaded menu that can be asked to load ahead of rendering. */
export type LazyMenu<P> = LazyExoticComponent<MenuComponent<P>> & { preload: () => void };

/**
 * A header menu whose dropdown (Mantine Menu, Popover and floating-ui) is not part of the page: its
 * code loads when the visitor heads for its button (pointer over it, focus on it) and renders when
 * they press it. If loading fails (after the usual retries) `fallback` stays, a trigger without a
 * menu, rather than breaking the page.
 */
export function lazyMenu<P extends object>(
  load: () => Promise<{ default: MenuComponent<P> }>,
  fallback: MenuComponent<P>,
): LazyMenu<P> {
  let loading: Promise<{ default: MenuComponent<P> }> | null = null;
  const get = () => {
    loading ??= retryImport(load).catch(() => ({ default: fallback }));
    return loading;
  };
  return Object.assign(lazy(get), { preload: () => void get() });
}

/**
 * Shows `button` (the same trigger the menu has) until it is pressed; then the menu replaces it,
 * open, with the focus on its own button if the visitor's focus was on the stand-in. Heading for
 * the button only loads the menu's code: the button stays the same element, so a press that has
 * begun is not lost.
 */
export function DeferredMenu<P extends object>({
  menu: Menu,
  props,
  button,
}: {
  menu: LazyMenu<P>;
  props: P;
  button: (handlers: TriggerHandlers) => ReactNode;
}) {
  const [wanted, setWanted] = useState(false);
  const focused = useRef(false);
  const trigger = button({
    onClick: () => setWanted(true),
    onPointerEnter: Menu.preload,
    onFocus: () => {
      focused.current = true;
      Menu.preload();
    },
    onBlur: (event) => {
      // a blur without a next element is the stand-in leaving the page as the menu replaces it
      if (event.relatedTarget) focused.current = false;
    },
  });
  if (!wanted) return trigger;
  return (
    <Suspense fallback={trigger}>
      <Menu {...props} openOnLoad focusOnLoad={focused.current} />
    </Suspense>
  );
}
