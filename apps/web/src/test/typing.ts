import { fireEvent } from '@testing-library/react';

/** Types key by key: the field sees every intermediate text ("89", "89.", "89.5", ...). */
export const typing = {
  type: async (input: HTMLElement, text: string) => {
    for (let i = 1; i <= text.length; i++) {
      fireEvent.change(input, { target: { value: `${(input as HTMLInputElement).value}${text[i - 1]}` } });
    }
  },
  clear: async (input: HTMLElement) => {
    fireEvent.change(input, { target: { value: '' } });
  },
  click: async (el: HTMLElement) => {
    fireEvent.click(el);
  },
};
