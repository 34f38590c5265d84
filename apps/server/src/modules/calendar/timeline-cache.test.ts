import { describe, expect, it } from 'vitest';
import { timelineCache } from './timeline-cache.ts';

describe('the timeline cache', () => {
  it('answers only for the version an entry was computed under, and replaces it', () => {
    const cache = timelineCache({ maxEntries: 10, maxChars: 1_000 });
    cache.set('u1|a|b', '3', 'three');
    expect(cache.get('u1|a|b', '3')).toBe('three');
    expect(cache.get('u1|a|b', '4')).toBeUndefined();
    expect(cache.get('u2|a|b', '3')).toBeUndefined();
    cache.set('u1|a|b', '4', 'four!');
    expect(cache.get('u1|a|b', '3')).toBeUndefined();
    expect(cache.get('u1|a|b', '4')).toBe('four!');
    expect(cache.size).toBe(1);
    expect(cache.chars).toBe(5);
  });

  it('stays within its number of entries, dropping the least recently read first', () => {
    const cache = timelineCache({ maxEntries: 3, maxChars: 1_000 });
    for (const k of ['a', 'b', 'c']) cache.set(k, '1', k);
    expect(cache.get('a', '1')).toBe('a');
    cache.set('d', '1', 'd');
    expect(cache.size).toBe(3);
    expect(cache.get('b', '1')).toBeUndefined();
    expect(['a', 'c', 'd'].map((k) => cache.get(k, '1'))).toEqual(['a', 'c', 'd']);
    for (let i = 0; i < 1_000; i++) cache.set(`k${i}`, '1', 'x');
    expect(cache.size).toBe(3);
  });

  it('stays within its characters, and keeps nothing larger than the bound', () => {
    const cache = timelineCache({ maxEntries: 100, maxChars: 10 });
    cache.set('a', '1', '1234');
    cache.set('b', '1', '5678');
    cache.set('c', '1', '9012');
    expect(cache.chars).toBeLessThanOrEqual(10);
    expect(cache.get('a', '1')).toBeUndefined();
    expect(cache.get('c', '1')).toBe('9012');
    cache.set('big', '1', 'x'.repeat(11));
    expect(cache.get('big', '1')).toBeUndefined();
    expect(cache.chars).toBe(8);
  });
});
