import { afterEach, describe, expect, it } from 'vitest';
import { readBootData } from './bootstrap.ts';

describe('readBootData', () => {
  afterEach(() => document.getElementById('hp-boot')?.remove());

  const block = (text: string) => {
    const el = document.createElement('script');
    el.type = 'application/json';
    el.id = 'hp-boot';
    el.textContent = text;
    document.head.appendChild(el);
  };

  it("reads the server's data block", () => {
    block('{"settings":{"productTitle":"Host Portal \\u003c3"},"translations":[]}');
    expect(readBootData()).toMatchObject({ settings: { productTitle: 'Host Portal <3' } });
  });

  it('is null without a block or with one that is not JSON, so the app fetches instead', () => {
    expect(readBootData()).toBeNull();
    block('{"settings":');
    expect(readBootData()).toBeNull();
  });
});
