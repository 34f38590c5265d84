import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { violations } from './check-feature-imports.mjs';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'zones-'));
const write = (rel, text) => {
  fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
  fs.writeFileSync(path.join(dir, rel), text);
};

describe('feature import boundaries', () => {
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('flags a feature importing another feature, and shared code importing a feature', () => {
    write('features/a/x.ts', "import { y } from '../b/y.ts';\nimport { z } from './z.ts';");
    write('features/b/y.ts', "import { api } from '../../lib/api.ts';");
    write('lib/api.ts', "export { thing } from '../features/a/x.ts';");
    write('app/router.tsx', "const r = import('../features/a/x.ts');");
    const found = violations(dir);
    expect(found).toHaveLength(2);
    expect(found.join('\n')).toContain('feature:a must not import feature:b');
    expect(found.join('\n')).toContain('shared must not import feature:a');
  });
});
