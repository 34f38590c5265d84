import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Received {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/**
 * A webhook receiver on 127.0.0.1 for the API tests (webhooks need FEEDS_ALLOW_PRIVATE there): it
 * keeps every request it gets and answers each path with what `answer` says (200 "thanks" unless
 * told otherwise).
 */
export async function startWebhookReceiver(
  answer: (path: string) => [status: number, body: string] = () => [200, 'thanks'],
) {
  const received: Received[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => {
      body += c;
    });
    req.on('end', () => {
      const path = req.url ?? '/';
      received.push({ path, headers: req.headers, body });
      const [status, text] = answer(path);
      res.writeHead(status, { 'content-type': 'text/plain' }).end(text);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    /** `http://127.0.0.1:<port>` */
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received,
    /** the requests one path got, in order */
    to: (path: string) => received.filter((r) => r.path === path),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
