import { zodResolver } from '@hookform/resolvers/zod';
import { MAX_GUESTS, PRICE_MAX, PRICE_MIN } from '@host-portal/contracts/units';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { useTranslation } from '../../lib/translation.tsx';
import { zodMessages } from '../../lib/zod-messages.ts';
import { renderRoute } from '../../test/render.tsx';
import { typing } from '../../test/typing.ts';
import { FormNumberField, parseTyped } from './number-field.tsx';

const schema = z.object({
  price: z.number().min(PRICE_MIN).max(PRICE_MAX),
  guests: z.number().int().min(1).max(MAX_GUESTS),
});
type Values = z.infer<typeof schema>;

function PriceForm({ onSave }: { onSave: (v: Values) => void }) {
  const { t } = useTranslation();
  const form = useForm<Values>({
    resolver: zodResolver(schema, zodMessages(t)),
    defaultValues: { price: Number.NaN, guests: 2 },
  });
  return (
    <form onSubmit={form.handleSubmit(onSave)}>
      <FormNumberField
        control={form.control}
        name="price"
        label="Price"
        min={PRICE_MIN}
        max={PRICE_MAX}
        decimals={2}
        thousandSeparator=" "
      />
      <FormNumberField control={form.control} name="guests" label="Guests" min={1} max={MAX_GUESTS} />
      <button type="submit">Save</button>
    </form>
  );
}

const user = typing;
const setup = () => {
  const onSave = vi.fn();
  renderRoute(<PriceForm onSave={onSave} />);
  return { onSave, user };
};

describe('NumberField', () => {
  it('reads a point or a comma as the decimal separator', () => {
    expect(parseTyped('89.50')).toBe(89.5);
    expect(parseTyped('89,50')).toBe(89.5);
    expect(parseTyped('1 000')).toBe(1000);
    expect(parseTyped('')).toBeNaN();
  });

  it.each(['89.50', '89,50'])('keeps a decimal price typed key by key (%s)', async (typed) => {
    const { onSave, user } = setup();
    const price = screen.getByLabelText('Price');
    await user.type(price, typed);
    expect(price).toHaveValue('89.50');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSave).toHaveBeenCalled());
    expect(onSave.mock.calls[0]?.[0]).toEqual({ price: 89.5, guests: 2 });
  });

  it.each([
    ['0', 'Enter 1 or more.'],
    ['-5', 'Enter 1 or more.'],
    // numbers in messages are written the locale's way, in tests as in the app
    ['1000000000', 'Enter 1,000,000 or less.'],
  ])('shows the bound instead of clamping a price of %s', async (typed, message) => {
    const { onSave, user } = setup();
    const price = screen.getByLabelText('Price');
    await user.type(price, typed);
    fireEvent.blur(price);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
    expect(price).toHaveAccessibleDescription(message);
  });

  it.each([
    ['0', 'Enter 1 or more.'],
    ['5000', `Enter ${MAX_GUESTS} or less.`],
  ])('shows the bound instead of clamping %s guests', async (typed, message) => {
    const { onSave, user } = setup();
    const guests = screen.getByLabelText('Guests');
    await user.clear(guests);
    await user.type(guests, typed);
    fireEvent.blur(guests);
    expect(guests).toHaveValue(typed === '5000' ? '5000' : '0');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
  });
});
