#!/usr/bin/env node
// Merges translations into the ten locale files, keeping their form (sorted keys, two spaces).
// Usage: node scripts/i18n-merge.mjs strings.json   where strings.json is { "de_DE": { "key": "text" }, … }
// Each locale file is read and written in one step, so helpers adding keys side by side do not
// lose each other's keys.
import fs from 'node:fs';
import path from 'node:path';

const dir = path.resolve(import.meta.dirname, '../packages/i18n/locales');
const input = JSON.parse(fs.readFileSync(process.argv[2], 'utf8'));
for (const [locale, strings] of Object.entries(input)) {
  const file = path.join(dir, `${locale}.json`);
  if (!fs.existsSync(file)) throw new Error(`no locale file ${locale}.json`);
  const current = JSON.parse(fs.readFileSync(file, 'utf8'));
  const merged = { ...current, ...strings };
  const sorted = Object.fromEntries(
    Object.keys(merged)
      .sort()
      .map((k) => [k, merged[k]]),
  );
  fs.writeFileSync(file, `${JSON.stringify(sorted, null, 2)}\n`);
  console.log(`${locale}: ${Object.keys(strings).length} keys merged`);
}
