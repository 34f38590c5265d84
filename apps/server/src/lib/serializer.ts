import fastJsonStringify from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import { z } from 'zod';

type JsonSchema = { [key: string]: unknown };
const isSchema = (v: unknown): v is JsonSchema => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * zod writes `x.nullable()` as `anyOf: [x, { type: 'null' }]`; fast-json-stringify then validates
 * every such value at run time to pick a branch (most of the time of a large response, such as the
 * calendar timeline's entries). The same thing said as `nullable: true` on `x` is written directly.
 */
export function nullableToFlag(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(nullableToFlag);
  if (!isSchema(schema)) return schema;
  const out: JsonSchema = {};
  for (const [k, v] of Object.entries(schema)) out[k] = nullableToFlag(v);
  const any = out.anyOf;
  if (Array.isArray(any) && any.length === 2) {
    const nulls = any.filter((s) => isSchema(s) && s.type === 'null' && Object.keys(s).length === 1);
    const other = any.find((s) => !nulls.includes(s));
    if (nulls.length === 1 && isSchema(other) && typeof other.type === 'string' && !other.anyOf) {
      const { anyOf: _, ...rest } = out;
      return { ...rest, ...other, nullable: true };
    }
  }
  return out;
}

/**
 * Response serialisation from the zod contracts through fast-json-stringify: only the fields the
 * contract declares are written (nothing internal leaks), at a fraction of the cost of validating
 * every response with zod (measured by `npm run bench`). Request bodies are still validated by zod.
 */
export const serializerCompiler: FastifySerializerCompiler<z.ZodType> = ({ schema }) => {
  const json = z.toJSONSchema(schema, { target: 'draft-7', io: 'output', unrepresentable: 'any' });
  const stringify = fastJsonStringify(nullableToFlag(json) as Parameters<typeof fastJsonStringify>[0]);
  return (data) => stringify(data);
};

/**
 * For large responses that their service builds field by field, never spread from database rows
 * (the calendar's unit months and timeline): JSON.stringify, about twice as fast there as the
 * contract serialiser. Their API tests check that the contract serialiser would write the same.
 */
export const builtJsonSerializer = () => (data: unknown) => JSON.stringify(data);
