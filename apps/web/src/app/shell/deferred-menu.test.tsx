import { act, fireEvent, render, screen } from '@testing-library/react';
import { forwardRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DeferredMenu, type DeferredMenuProps, lazyMenu } from './deferred-menu.tsx';

const Trigger = forwardRef<HTMLButtonElement, Record<string, unknown>>(function Trigger(props, ref) {
  return (
    <button ref={ref} type="button" {...props}>
      Menu
    </button>
  );
});

function Loaded({ openOnLoad, focusOnLoad }: DeferredMenuProps) {
  return (
    <>
      {/* biome-ignore lint/a11y/noAutofocus: as the real menus do */}
      <button type="button" autoFocus={focusOnLoad}>
        Menu
      </button>
      {openOnLoad && <p>open</p>}
    </>
  );
}

function setup() {
  let finish: () => void = () => {};
  const load = vi.fn(
    () =>
      new Promise<{ default: typeof Loaded }>((resolve) => {
        finish = () => resolve({ default: Loaded });
      }),
  );
  const Menu = lazyMenu(load, () => <Trigger />);
  render(<DeferredMenu menu={Menu} props={{}} button={(handlers) => <Trigger {...handlers} />} />);
  return { load, finish: () => act(async () => finish()) };
}

describe('DeferredMenu', () => {
  it('loads the code when the visitor heads for the button, and renders it when pressed', async () => {
    const { load, finish } = setup();
    expect(load).not.toHaveBeenCalled();
    const stand = screen.getByRole('button', { name: 'Menu' });
    fireEvent.pointerEnter(stand);
    expect(load).toHaveBeenCalledTimes(1);
    // the same element: a press that began on it ends on it
    expect(screen.getByRole('button', { name: 'Menu' })).toBe(stand);
    await finish();
    expect(screen.queryByText('open')).toBeNull();
    fireEvent.click(stand);
    expect(await screen.findByText('open')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('opens once loaded when pressed before, and keeps the focus on the button', async () => {
    const { load, finish } = setup();
    const stand = screen.getByRole('button', { name: 'Menu' });
    stand.focus();
    fireEvent.focus(stand);
    expect(load).toHaveBeenCalledTimes(1);
    fireEvent.click(stand);
    await finish();
    expect(screen.getByText('open')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveFocus();
  });
});
