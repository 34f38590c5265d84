import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import en from '../../../../../../packages/i18n/locales/en_US.json';
import { MinimumNoticeSelect } from './minimum-notice-select.tsx';

const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  lng: 'en_US',
  resources: { en_US: { translation: en } },
  keySeparator: false,
  nsSeparator: false,
});

const open = (props: Partial<Parameters<typeof MinimumNoticeSelect>[0]> = {}) => {
  const onChange = vi.fn();
  render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider>
        <MinimumNoticeSelect value={2} onChange={onChange} {...props} />
      </MantineProvider>
    </I18nextProvider>,
  );
  fireEvent.click(screen.getByRole('textbox', { name: /Minimum notice/ }));
  return onChange;
};

describe('MinimumNoticeSelect', () => {
  it('offers same day, 1, 2, 3 and 7 days', () => {
    open();
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Same day',
      '1 day',
      '2 days',
      '3 days',
      '7 days',
    ]);
    expect(screen.getByRole('option', { name: 'Same day' })).not.toHaveAttribute('data-combobox-disabled');
  });

  it('disables same day and 1 day in the short-notice variant', () => {
    const onChange = open({ disableShortNotice: true });
    for (const name of ['Same day', '1 day']) {
      expect(screen.getByRole('option', { name })).toHaveAttribute('data-combobox-disabled', 'true');
    }
    expect(screen.getByRole('option', { name: '3 days' })).not.toHaveAttribute('data-combobox-disabled');
    fireEvent.click(screen.getByRole('option', { name: '7 days' }));
    expect(onChange).toHaveBeenCalledWith(7);
  });
});
