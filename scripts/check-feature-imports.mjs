#!/usr/bin/env node
// DESIGN rule 2: a web feature never imports another feature, and shared code (lib, components)
// never imports features or the app. Cross-feature composition belongs in apps/web/src/app.
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(process.argv[2] ?? 'apps/web/src');
const IMPORT = /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

function* files(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (/\.(tsx?|mts)$/.test(entry.name)) yield full;
  }
}

/** Returns the zone of a file inside src: `feature:<name>`, `app`, or `shared`. */
function zoneOf(file, srcRoot) {
  const rel = path.relative(srcRoot, file).split(path.sep);
  if (rel[0] === 'features' && rel[1]) return `feature:${rel[1]}`;
  if (rel[0] === 'app') return 'app';
  return 'shared';
}

export function violations(srcRoot = root) {
  const found = [];
  if (!fs.existsSync(srcRoot)) return found;
  for (const file of files(srcRoot)) {
    const from = zoneOf(file, srcRoot);
    const text = fs.readFileSync(file, 'utf8');
    for (const m of text.matchAll(IMPORT)) {
      const spec = m[1] ?? m[2];
      if (!spec?.startsWith('.') && !spec?.startsWith('@/')) continue;
      const target = spec.startsWith('@/')
        ? path.join(srcRoot, spec.slice(2))
        : path.resolve(path.dirname(file), spec);
      if (!target.startsWith(srcRoot)) continue;
      const to = zoneOf(target, srcRoot);
      const bad =
        (from.startsWith('feature:') && to.startsWith('feature:') && from !== to) ||
        (from.startsWith('feature:') && to === 'app') ||
        (from === 'shared' && to !== 'shared');
      if (bad) found.push(`${path.relative(process.cwd(), file)}: ${from} must not import ${to} (${spec})`);
    }
  }
  return found;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const found = violations();
  if (found.length) {
    console.error(`Feature boundary violations (DESIGN rule 2):\n${found.join('\n')}`);
    process.exit(1);
  }
  console.log('feature boundaries: ok');
}
