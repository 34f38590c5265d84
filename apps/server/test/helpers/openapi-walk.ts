/**
 * Walks the served OpenAPI document and builds values from its JSON Schemas, for the contract
 * fuzz test and the generic tenancy test. A seeded PRNG keeps every run the same.
 */
export type Schema = Record<string, unknown>;
export interface Operation {
  method: string;
  path: string;
  pathParams: { name: string; schema: Schema }[];
  queryParams: { name: string; schema: Schema; required: boolean }[];
  body?: Schema;
  bodyType?: string;
}
type Doc = {
  paths: Record<string, Record<string, Operation & Schema>>;
  components?: { schemas?: Record<string, Schema> };
};

/** mulberry32: small, fast, good enough for test inputs. */
export function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = a;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
    chance: (p: number) => next() < p,
  };
}
export type Rng = ReturnType<typeof prng>;

export function operations(doc: Doc): Operation[] {
  const out: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item)) {
      if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
      const params = (op.parameters ?? []) as {
        in: string;
        name: string;
        schema: Schema;
        required?: boolean;
      }[];
      const content = (op.requestBody as { content?: Record<string, { schema: Schema }> } | undefined)
        ?.content;
      const bodyType = content ? Object.keys(content)[0] : undefined;
      out.push({
        method: method.toUpperCase(),
        path,
        pathParams: params.filter((p) => p.in === 'path').map((p) => ({ name: p.name, schema: p.schema })),
        queryParams: params
          .filter((p) => p.in === 'query')
          .map((p) => ({ name: p.name, schema: p.schema, required: !!p.required })),
        body: bodyType ? resolve(doc, content![bodyType]!.schema) : undefined,
        bodyType,
      });
    }
  }
  return out;
}

/** Inlines $refs (components) so generators never need the document. Cycles stop at depth 8. */
export function resolve(doc: Doc, schema: Schema, depth = 0): Schema {
  if (depth > 8) return {};
  if (typeof schema.$ref === 'string') {
    const name = schema.$ref.split('/').at(-1)!;
    return resolve(doc, doc.components?.schemas?.[name] ?? {}, depth + 1);
  }
  const out: Schema = {};
  for (const [k, v] of Object.entries(schema)) {
    if (k === 'properties' && v && typeof v === 'object') {
      out[k] = Object.fromEntries(
        Object.entries(v as Record<string, Schema>).map(([p, s]) => [p, resolve(doc, s, depth + 1)]),
      );
    } else if ((k === 'items' || k === 'additionalProperties') && v && typeof v === 'object') {
      out[k] = resolve(doc, v as Schema, depth + 1);
    } else if (['anyOf', 'oneOf', 'allOf', 'prefixItems'].includes(k) && Array.isArray(v)) {
      out[k] = v.map((s: Schema) => resolve(doc, s, depth + 1));
    } else out[k] = v;
  }
  return out;
}

/** Candidates for patterned strings (country, currency, postal and registration codes...). */
const PATTERN_SAMPLES = [
  'FR',
  'EUR',
  'fr',
  'en',
  'de-DE',
  '06000',
  '7510712345678',
  'ab-12',
  'A1',
  '#336699',
  '12:00',
  'abc',
];
const WORDS = ['Sea view', 'Ferienwohnung', 'Appartement à Nice', 'Split', 'x', 'Casa del Sol'];

function formatted(format: string | undefined, rng: Rng): string | undefined {
  switch (format) {
    case 'uuid':
      return crypto.randomUUID();
    case 'date':
      return `2027-0${rng.int(1, 9)}-1${rng.int(0, 9)}`;
    case 'date-time':
      return new Date(Date.UTC(2027, rng.int(0, 11), rng.int(1, 28))).toISOString();
    case 'email':
      return `fuzz${rng.int(0, 999)}@example.test`;
    case 'uri':
    case 'url':
      return 'https://example.test/a';
    default:
      return undefined;
  }
}

/** A value that matches the schema as far as a simple generator can (patterns are not honoured). */
export function valid(schema: Schema, rng: Rng, depth = 0): unknown {
  if ('const' in schema) return schema.const;
  if (Array.isArray(schema.enum)) return rng.pick(schema.enum);
  const alternatives = (schema.anyOf ?? schema.oneOf) as Schema[] | undefined;
  if (alternatives?.length) {
    const nonNull = alternatives.filter((s) => s.type !== 'null');
    return valid(rng.pick(nonNull.length ? nonNull : alternatives), rng, depth);
  }
  if (Array.isArray(schema.allOf)) {
    return valid(Object.assign({}, ...(schema.allOf as Schema[])), rng, depth);
  }
  let type = schema.type as string | string[] | undefined;
  if (Array.isArray(type)) type = type.find((t) => t !== 'null') ?? 'null';
  if (!type) type = schema.properties ? 'object' : schema.items ? 'array' : 'string';
  switch (type) {
    case 'string': {
      const f = formatted(schema.format as string | undefined, rng);
      if (f) return f;
      if (typeof schema.pattern === 'string') {
        const re = new RegExp(schema.pattern, 'u');
        const fits = PATTERN_SAMPLES.filter((c) => re.test(c));
        if (fits.length) return rng.pick(fits);
      }
      const min = (schema.minLength as number | undefined) ?? 0;
      const max = Math.min((schema.maxLength as number | undefined) ?? 40, 200);
      let s = rng.pick(WORDS);
      while (s.length < min) s += 'a';
      return s.slice(0, Math.max(max, min));
    }
    case 'integer':
    case 'number': {
      const min =
        (schema.minimum as number | undefined) ?? (schema.exclusiveMinimum as number | undefined) ?? 0;
      const max = (schema.maximum as number | undefined) ?? min + 100;
      const n = rng.int(Math.ceil(min), Math.max(Math.ceil(min), Math.floor(max)));
      return n;
    }
    case 'boolean':
      return rng.chance(0.5);
    case 'null':
      return null;
    case 'array': {
      if (depth > 6) return [];
      const min = (schema.minItems as number | undefined) ?? 0;
      const n = Math.max(min, Math.min(rng.int(0, 3), (schema.maxItems as number | undefined) ?? 3));
      return Array.from({ length: n }, () => valid((schema.items as Schema) ?? {}, rng, depth + 1));
    }
    default: {
      if (depth > 6) return {};
      const props = (schema.properties ?? {}) as Record<string, Schema>;
      const required = new Set((schema.required as string[] | undefined) ?? []);
      const out: Record<string, unknown> = {};
      for (const [k, s] of Object.entries(props)) {
        if (required.has(k) || rng.chance(0.6)) out[k] = valid(s, rng, depth + 1);
      }
      return out;
    }
  }
}
