/**
 * Text PostgreSQL cannot store: a NUL character (text columns refuse it) or an unpaired UTF-16
 * surrogate (jsonb refuses it, UTF-8 cannot encode it). Such input is refused as a 400 before it
 * reaches any handler (plugins/input-guard.ts) instead of failing deep inside a query.
 */
const UNSAFE = /\0|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export const UNSAFE_TEXT_REASON = 'Text may not contain NUL characters or unpaired surrogates';

export const isUnsafeText = (text: string) => UNSAFE.test(text);

/** The dotted path of the first unsafe string (key or value) in a parsed body, or undefined. */
export function findUnsafeText(value: unknown, root = 'body'): string | undefined {
  const stack: [unknown, string][] = [[value, root]];
  while (stack.length > 0) {
    const [node, path] = stack.pop()!;
    if (typeof node === 'string') {
      if (isUnsafeText(node)) return path;
    } else if (Array.isArray(node)) {
      for (const [i, item] of node.entries()) stack.push([item, `${path}.${i}`]);
    } else if (node && typeof node === 'object' && !Buffer.isBuffer(node)) {
      for (const [key, item] of Object.entries(node)) {
        if (isUnsafeText(key)) return path;
        stack.push([item, path === root && root === 'body' ? key : `${path}.${key}`]);
      }
    }
  }
  return undefined;
}

/** True when a raw URL carries a percent-encoded NUL (path or query). */
export const urlHasNul = (url: string) => /%00/i.test(url);
