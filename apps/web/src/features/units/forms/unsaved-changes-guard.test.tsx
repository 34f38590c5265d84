import { fireEvent, screen } from '@testing-library/react';
import { Link } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../../test/render.tsx';
import { UnsavedChangesGuard } from './unsaved-changes-guard.tsx';

const page = (dirty: boolean) => (
  <>
    <UnsavedChangesGuard dirty={dirty} />
    <Link to="/properties/p/units/u/photos">Photos tab</Link>
  </>
);

describe('UnsavedChangesGuard', () => {
  it('asks before another tab throws unsaved edits away', async () => {
    const { router } = renderRoute(page(true), { path: '/about', pattern: '/about' });
    fireEvent.click(screen.getByRole('link', { name: 'Photos tab' }));
    expect(await screen.findByRole('dialog', { name: 'Leave without saving?' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Stay on this page' }));
    expect(router.state.location.pathname).toBe('/about');
    fireEvent.click(screen.getByRole('link', { name: 'Photos tab' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Leave without saving' }));
    expect(await screen.findByText('elsewhere')).toBeInTheDocument();
  });

  it('asks the browser to confirm a reload while edits are unsaved', () => {
    renderRoute(page(true), { path: '/about', pattern: '/about' });
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
  });

  it('lets the host go when nothing is unsaved', async () => {
    renderRoute(page(false), { path: '/about', pattern: '/about' });
    fireEvent.click(screen.getByRole('link', { name: 'Photos tab' }));
    expect(await screen.findByText('elsewhere')).toBeInTheDocument();
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
  });
});
