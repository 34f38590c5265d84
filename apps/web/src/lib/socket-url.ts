/**
 * ws(s)://<this host><path>?<params>, the scheme following the page's (https → wss). In a module
 * of its own: the shell builds the address without loading the socket code.
 */
export function socketUrl(
  path: string,
  params: Record<string, string> = {},
  location: Pick<Location, 'protocol' | 'host'> = window.location,
): string {
  const query = new URLSearchParams(params).toString();
  const base = /^wss?:\/\//.test(path)
    ? path
    : `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${path}`;
  return query ? `${base}${base.includes('?') ? '&' : '?'}${query}` : base;
}
