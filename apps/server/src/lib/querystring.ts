/**
 * Parses bracketed query strings as the spec's calls send them (`criteria[search]=x&page=2`,
 * `ids[]=a&ids[]=b`) into nested objects. Only plain objects and arrays are built, and the
 * prototype-polluting keys are dropped.
 */
const FORBIDDEN = new Set(['__proto__', 'constructor', 'prototype']);
const MAX_DEPTH = 5;

type Node = { [key: string]: Node | string | (Node | string)[] };

export function parseQueryString(input: string): Record<string, unknown> {
  const root: Node = Object.create(null);
  for (const [rawKey, value] of new URLSearchParams(input)) {
    const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(rawKey);
    const keys = match
      ? [match[1]!, ...[...match[2]!.matchAll(/\[([^[\]]*)\]/g)].map((m) => m[1]!)]
      : [rawKey];
    if (keys.length > MAX_DEPTH || keys.some((k) => FORBIDDEN.has(k))) continue;
    let node: Node = root;
    for (let i = 0; i < keys.length; i++) {
      const key = keys[i]!;
      const last = i === keys.length - 1;
      const nextIsArray = keys[i + 1] === '';
      if (last) {
        const current = node[key];
        if (key === '' && Array.isArray(node)) (node as unknown as string[]).push(value);
        else if (current === undefined) node[key] = value;
        else if (Array.isArray(current)) current.push(value);
        else if (typeof current === 'string') node[key] = [current, value];
        break;
      }
      if (nextIsArray && i + 1 === keys.length - 1) {
        const arr = (Array.isArray(node[key]) ? node[key] : []) as string[];
        arr.push(value);
        node[key] = arr;
        break;
      }
      const child = node[key];
      if (child === undefined || typeof child === 'string' || Array.isArray(child)) {
        const fresh: Node = Object.create(null);
        node[key] = fresh;
        node = fresh;
      } else node = child;
    }
  }
  return toPlain(root) as Record<string, unknown>;
}

function toPlain(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(toPlain);
  if (node && typeof node === 'object') {
    return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, toPlain(v)]));
  }
  return node;
}
