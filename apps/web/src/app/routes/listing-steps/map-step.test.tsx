import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../test/render.tsx';
import { typing as user } from '../../../test/typing.ts';

vi.mock('../../../lib/auth.ts', () => ({
  getAccessToken: async () => 'token',
  isAuthenticated: () => true,
  refreshSession: async () => null,
}));

const { ListingStepContext } = await import('../../../features/listing/components/step-context.tsx');
const { default: MapStep } = await import('./map-step.tsx');

const P = '0b9f7a52-44c6-4f7e-9a43-8f6a7c2a0c11';
const location = { countryCode: 'PT', city: 'Lisboa', formattedAddress: 'Rua Augusta 1, Lisboa' };

function renderMapStep() {
  const complete = vi.fn(async () => {});
  const value = {
    propertyId: P,
    property: { id: P, location },
    linkTo: (name: string) => `/listing/multi/${P}/${name}`,
    complete,
  };
  renderRoute(
    <ListingStepContext.Provider value={value as never}>
      <MapStep />
    </ListingStepContext.Provider>,
  );
  return { complete };
}

describe('the map step', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  it.each([
    ['Latitude', '95', 'Enter 90 or less.'],
    ['Latitude', '-91', 'Enter -90 or more.'],
    ['Longitude', '200', 'Enter 180 or less.'],
  ])('shows the bound of %s %s instead of clamping it, and saves nothing', async (label, typed, message) => {
    const { complete } = renderMapStep();
    const field = screen.getByRole('textbox', { name: new RegExp(label) });
    await user.type(field, typed);
    fireEvent.blur(field);
    expect(field).toHaveValue(typed);
    expect(await screen.findByText(message)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /continue/i }));
    await waitFor(() => expect(screen.getAllByText(/./).length).toBeGreaterThan(0));
    expect(fetchMock).not.toHaveBeenCalledWith(expect.stringContaining('/location'), expect.anything());
    expect(complete).not.toHaveBeenCalled();
  });

  it('keeps decimal coordinates typed with a comma', async () => {
    renderMapStep();
    const latitude = screen.getByRole('textbox', { name: /Latitude/ });
    await user.type(latitude, '38,7223');
    expect(latitude).toHaveValue('38.7223');
    expect(screen.queryByText(/Enter .* or (less|more)\./)).not.toBeInTheDocument();
  });
});
