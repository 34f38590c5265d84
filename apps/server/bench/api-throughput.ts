import autocannon from 'autocannon';

export interface Round {
  api: number;
  bare: number;
  ratio: number;
}

/** Budget of issue 6: the properties list serves at least 80% of a bare route's requests per second. */
export const THROUGHPUT_BUDGET = 0.8;

async function rps(url: string, headers: Record<string, string>, seconds: number, connections: number) {
  const r = await autocannon({ url, headers, connections, duration: seconds });
  const errors = r.errors + r.non2xx;
  if (errors > 0) throw new Error(`${url}: ${errors} errors or non-2xx answers under load`);
  return r.requests.average;
}

export const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};

/**
 * The app's GET /api/app/properties against the bare route, interleaved: after a warm-up of both,
 * `rounds` short rounds, each measuring both sides back to back (the order alternating), so that
 * noise from other work on the machine hits both sides alike. The ratio of each round is
 * app ÷ bare; the verdict uses the median.
 */
export async function interleavedRatio(opts: {
  apiUrl: string;
  bareUrl: string;
  token: string;
  rounds: number;
  seconds: number;
  connections: number;
}): Promise<{ rounds: Round[]; median: number }> {
  const auth = { authorization: `Bearer ${opts.token}` };
  const api = () => rps(opts.apiUrl, auth, opts.seconds, opts.connections);
  const bare = () => rps(opts.bareUrl, {}, opts.seconds, opts.connections);
  await rps(opts.apiUrl, auth, 2, opts.connections);
  await rps(opts.bareUrl, {}, 2, opts.connections);
  const rounds: Round[] = [];
  for (let i = 0; i < opts.rounds; i++) {
    let a: number;
    let b: number;
    if (i % 2 === 0) {
      a = await api();
      b = await bare();
    } else {
      b = await bare();
      a = await api();
    }
    rounds.push({ api: a, bare: b, ratio: a / b });
  }
  return { rounds, median: median(rounds.map((r) => r.ratio)) };
}
