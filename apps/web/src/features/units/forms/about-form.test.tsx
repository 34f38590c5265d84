import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../test/render.tsx';

vi.mock('../../../lib/auth.ts', () => ({
  getAccessToken: async () => 'token',
  isAuthenticated: () => true,
  refreshSession: async () => null,
}));

const { AboutForm } = await import('./about-form.tsx');

const unit = (state: string) =>
  ({
    id: '00000000-0000-4000-8000-000000000001',
    propertyId: '0b9f7a52-44c6-4f7e-9a43-8f6a7c2a0c11',
    propertyType: 'multi',
    title: 'Garden room',
    description: 'A quiet room on the garden side with its own terrace and a view of the hills.',
    state,
    accommodationType: 'room',
    propertySize: 20,
    propertySizeMeasurementUnit: 'metric',
    invalidFields: [],
  }) as never;

describe('AboutForm', () => {
  it('tells the host before saving that new text on a live unit goes to review (ADR 0008)', () => {
    renderRoute(<AboutForm unit={unit('PUBLISHED')} />);
    expect(
      screen.getByText('Changing the title or description sends the unit to review'),
    ).toBeInTheDocument();
  });

  it('says nothing of the kind while the unit is offline', () => {
    renderRoute(<AboutForm unit={unit('UNPUBLISHED')} />);
    expect(screen.getByRole('textbox', { name: /Title/ })).toBeInTheDocument();
    expect(screen.queryByText('Changing the title or description sends the unit to review')).toBeNull();
  });
});
