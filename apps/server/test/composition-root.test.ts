import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * ADR 0011: repositories and services are built once, in `src/services.ts`. These checks read the
 * source, so a routes file that starts building its own repository fails here, not in review.
 */
const SRC = path.resolve(import.meta.dirname, '../src');
const ROOT = path.join(SRC, 'services.ts');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

const files = sourceFiles(SRC);
const rel = (file: string) => path.relative(SRC, file);
const read = (file: string) => fs.readFileSync(file, 'utf8');
/** `import … from '…'`, with `type` when the whole import is type-only (erased at runtime). */
const imports = (text: string) =>
  [...text.matchAll(/^import\s+(type\s+)?[^;]*?from\s+'([^']+)';/gms)].map((m) => ({
    typeOnly: Boolean(m[1]),
    from: m[2]!,
  }));

/** A call that builds a repository or a service: `unitsRepository(database)`, `unitsService(…)`. */
const CONSTRUCTS = /\b[a-z]\w*(Repository|Service)\s*\(/g;
const constructed = (text: string) =>
  [...text.matchAll(CONSTRUCTS)]
    .filter((m) => !/function\s+$/.test(text.slice(Math.max(0, m.index - 20), m.index)))
    .map((m) => m[0].replace(/\s*\($/, ''));

describe('composition root (ADR 0011)', () => {
  it('finds the routes files it guards', () => {
    expect(files.filter((f) => f.endsWith('.routes.ts')).length).toBeGreaterThan(10);
  });

  it('routes files build no repository and no service', () => {
    const offenders = files
      .filter((f) => f.endsWith('.routes.ts'))
      .flatMap((f) => constructed(read(f)).map((call) => `${rel(f)}: ${call}(…)`));
    expect(offenders).toEqual([]);
  });

  it('routes files import no repository', () => {
    const offenders = files
      .filter((f) => f.endsWith('.routes.ts'))
      .flatMap((f) =>
        imports(read(f))
          .filter((i) => i.from.endsWith('.repository.ts'))
          .map((i) => `${rel(f)}: ${i.from}`),
      );
    expect(offenders).toEqual([]);
  });

  it('only services.ts builds repositories', () => {
    const offenders = files
      .filter((f) => f !== ROOT)
      .flatMap((f) =>
        constructed(read(f))
          .filter((call) => call.endsWith('Repository'))
          .map((call) => `${rel(f)}: ${call}(…)`),
      );
    expect(offenders).toEqual([]);
  });

  it("a module reaches another module's data through its service, never its repository", () => {
    const offenders = files
      .filter((f) => rel(f).startsWith(`modules${path.sep}`))
      .flatMap((f) => {
        const area = rel(f).split(path.sep)[1];
        return imports(read(f))
          .filter((i) => i.from.endsWith('.repository.ts'))
          .filter((i) => path.resolve(path.dirname(f), i.from).split(path.sep).at(-2) !== area)
          .map((i) => `${rel(f)}: ${i.from}`);
      });
    expect(offenders).toEqual([]);
  });

  it('services.ts does not load Fastify (a job worker builds the same services)', () => {
    const seen = new Set<string>();
    const fastify: string[] = [];
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      for (const i of imports(read(file))) {
        if (i.typeOnly) continue;
        if (/^(fastify|@fastify\/|fastify-)/.test(i.from)) fastify.push(`${rel(file)}: ${i.from}`);
        else if (i.from.startsWith('.')) visit(path.resolve(path.dirname(file), i.from));
      }
    };
    visit(ROOT);
    expect(seen.size).toBeGreaterThan(10);
    expect(fastify).toEqual([]);
  });
});
