import fs from 'node:fs';
import { SourceMapConsumer } from 'source-map-js';
const p = JSON.parse(fs.readFileSync('/tmp/page.cpuprofile'));
const dist = 'apps/web/dist/assets/';
const consumers = {};
const cons = (url) => {
  const f = url.split('/assets/')[1];
  if (!f) return null;
  if (!(f in consumers)) consumers[f] = fs.existsSync(dist + f + '.map') ? new SourceMapConsumer(JSON.parse(fs.readFileSync(dist + f + '.map', 'utf8'))) : null;
  return consumers[f];
};
const byId = new Map(p.nodes.map((n) => [n.id, n]));
const parent = new Map(); for (const n of p.nodes) for (const c of n.children || []) parent.set(c, n.id);
const self = new Map();
for (let i = 0; i < p.samples.length; i++) self.set(p.samples[i], (self.get(p.samples[i]) || 0) + (p.timeDeltas[i] || 0));
const agg = {}, aggIncl = {};
const where = (n) => {
  const c = cons(n.callFrame.url);
  if (!c) return n.callFrame.functionName || n.callFrame.url || '?';
  const o = c.originalPositionFor({ line: n.callFrame.lineNumber + 1, column: n.callFrame.columnNumber });
  return (o.source || '?').replace(/.*node_modules\//, 'nm/').replace(/^(\.\.\/)+/, '') ;
};
for (const [id, t] of self) {
  const k = where(byId.get(id));
  agg[k] = (agg[k] || 0) + t;
}
for (const [k, v] of Object.entries(agg).sort((a, b) => b[1] - a[1]).slice(0, 40)) console.log((v / 1000).toFixed(0).padStart(6), k);
console.log('--- timeline (500 ms buckets)');
let t = 0; const buckets = {};
for (let i = 0; i < p.samples.length; i++) {
  t += p.timeDeltas[i] || 0;
  const b = Math.floor(t / 500000);
  const k = where(byId.get(p.samples[i]));
  const cat = k === '(idle)' ? 'idle' : k === '(program)' ? 'program' : k.startsWith('nm/') ? k.split('/').slice(0, 2).join('/') : k.startsWith('src/') ? 'src' : k;
  buckets[b] ??= {};
  buckets[b][cat] = (buckets[b][cat] || 0) + (p.timeDeltas[i] || 0);
}
for (const [b, m] of Object.entries(buckets)) console.log(b * 500, Object.entries(m).sort((a, b) => b[1] - a[1]).slice(0, 5).map(([k, v]) => `${k}:${Math.round(v / 1000)}`).join(' '));
