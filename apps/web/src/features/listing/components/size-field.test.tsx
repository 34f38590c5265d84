import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { sqftToSqm, sqmToSqft } from '../../../lib/area.ts';
import { TranslationProvider } from '../../../lib/translation.tsx';
import { testTranslator } from '../../../test/translator.ts';
import { type MeasurementUnit, SizeField } from './size-field.tsx';

const stored: { value: number | null } = { value: null };
function Harness({ initial, unit: initialUnit }: { initial: number | null; unit: MeasurementUnit }) {
  const [value, setValue] = useState(initial);
  const [unit, setUnit] = useState(initialUnit);
  stored.value = value;
  return <SizeField value={value} unit={unit} onChange={setValue} onUnitChange={setUnit} />;
}
const renderField = (initial: number | null, unit: MeasurementUnit = 'metric') =>
  render(
    <TranslationProvider translator={testTranslator()}>
      <MantineProvider>
        <Harness initial={initial} unit={unit} />
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

describe('SizeField', () => {
  it('shows square metres, then square feet after the toggle, keeping metres stored', () => {
    renderField(100);
    expect(screen.getByLabelText('Size in square metres')).toHaveValue('100');
    fireEvent.click(screen.getByText('sq ft'));
    expect(screen.getByLabelText('Size in square feet')).toHaveValue('1076');
    expect(stored.value).toBe(100);
  });

  it('stores what is typed in square feet as square metres at 2 decimals', () => {
    renderField(null, 'imperial');
    fireEvent.change(screen.getByLabelText('Size in square feet'), { target: { value: '1000' } });
    expect(stored.value).toBe(92.9);
    expect(screen.getByLabelText('Size in square feet')).toHaveValue('1000');
  });

  it('empties the stored size when the field is cleared', () => {
    renderField(50);
    fireEvent.change(screen.getByLabelText('Size in square metres'), { target: { value: '' } });
    expect(stored.value).toBeNull();
  });
});
