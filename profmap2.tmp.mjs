import fs from 'node:fs';
import { SourceMapConsumer } from 'source-map-js';
const p = JSON.parse(fs.readFileSync('/tmp/page.cpuprofile'));
const dist = 'apps/web/dist/assets/';
const consumers = {};
const cons = (url) => { const f = url.split('/assets/')[1]; if (!f) return null; if (!(f in consumers)) consumers[f] = fs.existsSync(dist + f + '.map') ? new SourceMapConsumer(JSON.parse(fs.readFileSync(dist + f + '.map', 'utf8'))) : null; return consumers[f]; };
const byId = new Map(p.nodes.map((n) => [n.id, n]));
const parent = new Map(); for (const n of p.nodes) for (const c of n.children || []) parent.set(c, n.id);
const pos = (n) => { const c = cons(n.callFrame.url); if (!c) return (n.callFrame.functionName||'?'); const o = c.originalPositionFor({ line: n.callFrame.lineNumber + 1, column: n.callFrame.columnNumber }); return `${(o.source||'?').replace(/.*node_modules\//,'nm/').replace(/^(\.\.\/)+/,'')}:${o.line}`; };
const pat = process.argv[2];
const agg = {};
for (let i = 0; i < p.samples.length; i++) {
  let id = p.samples[i]; const st = [];
  while (id) { st.push(pos(byId.get(id))); id = parent.get(id); }
  const idx = st.findIndex((s) => s.includes(pat)); if (idx < 0) continue;
  // first frame outside pat after idx (the caller)
  let j = idx; while (j < st.length && st[j].includes(pat)) j++;
  const key = st[idx] + '  <=  ' + (st[j] || '-') + ' < ' + (st[j+1]||'-');
  agg[key] = (agg[key] || 0) + (p.timeDeltas[i] || 0);
}
for (const [k, v] of Object.entries(agg).sort((a, b) => b[1] - a[1]).slice(0, 15)) console.log((v / 1000).toFixed(0).padStart(6), k);
