import { MantineProvider } from '@mantine/core';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mantineTheme } from '../../../../lib/mantine-theme.ts';
import { renderRoute } from '../../../../test/render.tsx';
import { channel, json } from '../../messaging-test-data.ts';
import { DoorCodeControl } from './door-code-control.tsx';

vi.mock('../../../../lib/auth.ts', () => ({
  getAccessToken: async () => 'token',
  isAuthenticated: () => true,
  refreshSession: async () => null,
}));

describe('the door code of a conversation’s unit', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('saves the trimmed code for the unit, and removes it when emptied', async () => {
    const bodies: unknown[] = [];
    const fetchMock = vi.fn<typeof fetch>(async (_input, init) => {
      const body = JSON.parse(String(init?.body));
      bodies.push(body);
      return json(channel({ doorCode: body.doorCode, placeholders: { doorCode: body.doorCode } }));
    });
    vi.stubGlobal('fetch', fetchMock);
    renderRoute(
      <MantineProvider theme={mantineTheme} env="test">
        <DoorCodeControl channel={channel()} />
      </MantineProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Add a door code for Seaside flat' }));
    const field = await screen.findByRole('textbox', { name: 'Door code' });
    fireEvent.change(field, { target: { value: ' 4711# ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(bodies).toEqual([{ doorCode: '4711#' }]));
    await waitFor(() => expect(screen.queryByRole('textbox', { name: 'Door code' })).not.toBeInTheDocument());
  });

  it('sends null to remove a code', async () => {
    const bodies: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async (_input, init) => {
        bodies.push(JSON.parse(String(init?.body)));
        return json(channel());
      }),
    );
    renderRoute(
      <MantineProvider theme={mantineTheme} env="test">
        <DoorCodeControl channel={channel({ doorCode: '1234' })} />
      </MantineProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Door code for Seaside flat (set)' }));
    const field = await screen.findByRole('textbox', { name: 'Door code' });
    expect(field).toHaveValue('1234');
    fireEvent.change(field, { target: { value: '  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(bodies).toEqual([{ doorCode: null }]));
  });
});
