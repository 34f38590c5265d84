// @vitest-environment node
import { readFileSync } from 'node:fs';
import {
  CHANNEL_STATUSES,
  CONVERSATION_TYPES,
  SAVED_REPLY_PLACEHOLDERS,
} from '@host-portal/contracts/messaging';
import { describe, expect, it } from 'vitest';

const en: Record<string, string> = JSON.parse(
  readFileSync(new URL('../../../../../packages/i18n/locales/en_US.json', import.meta.url), 'utf8'),
);
const has = (key: string) => key in en || `${key}_one` in en;

describe('messaging translations', () => {
  it('has the keys the inbox builds from names', () => {
    const keys = [
      ...CHANNEL_STATUSES.map((status) => `messaging.status.${status}`),
      ...['all', 'unread', 'favorited'].map((filter) => `messaging.filter.${filter}`),
      ...['sending', 'sent', 'seen', 'failed'].map((state) => `messaging.delivery.${state}`),
      ...CONVERSATION_TYPES.map((type) => `messaging.header.open.${type}`),
      ...SAVED_REPLY_PLACEHOLDERS.map((name) => `messaging.savedReplies.placeholder.${name}`),
      ...['type', 'size'].map((problem) => `messaging.file.${problem}`),
    ];
    expect(keys.filter((key) => !has(key))).toEqual([]);
  });
});
