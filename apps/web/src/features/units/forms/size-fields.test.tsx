import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { type MeasurementUnit, sqftToSqm, sqmToSqft } from '../../../lib/area.ts';
import { TranslationProvider } from '../../../lib/translation.tsx';
import { testTranslator } from '../../../test/translator.ts';
import { SizeFields, type SizeValues, sizeBody, sizeValues } from './size-fields.tsx';

const sent: { body: ReturnType<typeof sizeBody> | null } = { body: null };
function Harness({ stored, unit }: { stored: number | null; unit: MeasurementUnit }) {
  const form = useForm<SizeValues>({
    defaultValues: sizeValues({ propertySize: stored, propertySizeMeasurementUnit: unit }),
  });
  sent.body = sizeBody(form.watch());
  return <SizeFields form={form} />;
}
const renderFields = (stored: number | null, unit: MeasurementUnit = 'metric') =>
  render(
    <TranslationProvider translator={testTranslator()}>
      <MantineProvider>
        <Harness stored={stored} unit={unit} />
      </MantineProvider>
    </TranslationProvider>,
  );

describe('area conversion', () => {
  it('uses 10.76391042 sq ft per m², shown at 0 decimals and stored at 2', () => {
    expect(sqmToSqft(100)).toBe(1076);
    expect(sqmToSqft(92.9)).toBe(1000);
    expect(sqftToSqm(1000)).toBe(92.9);
    expect(sqftToSqm(1)).toBe(0.09);
    // a typed whole number of square feet survives the round trip
    for (const sqft of [1, 37, 500, 999, 1234, 10_000]) expect(sqmToSqft(sqftToSqm(sqft))).toBe(sqft);
  });
});

describe('SizeFields', () => {
  it('shows square metres, then square feet after the toggle; saves what the square feet shown are', () => {
    renderFields(100);
    expect(screen.getByLabelText('Size')).toHaveValue('100 m²');
    fireEvent.click(screen.getByText('Square feet'));
    expect(screen.getByLabelText('Size')).toHaveValue('1076 ft²');
    // 1076 ft² (shown at 0 decimals, 000 section 5) are 99.96 m²
    expect(sent.body).toEqual({ propertySize: 99.96, propertySizeMeasurementUnit: 'imperial' });
    fireEvent.click(screen.getByText('Square metres'));
    expect(screen.getByLabelText('Size')).toHaveValue('99.96 m²');
  });

  it('stores what is typed in square feet as square metres at 2 decimals', () => {
    renderFields(null, 'imperial');
    fireEvent.change(screen.getByLabelText('Size'), { target: { value: '1000' } });
    expect(sent.body).toEqual({ propertySize: 92.9, propertySizeMeasurementUnit: 'imperial' });
  });

  it('empties the stored size when the field is cleared', () => {
    renderFields(50);
    fireEvent.change(screen.getByLabelText('Size'), { target: { value: '' } });
    expect(sent.body?.propertySize).toBeNull();
  });
});
