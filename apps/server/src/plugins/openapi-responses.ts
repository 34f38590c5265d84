/**
 * Completes the generated OpenAPI document with what every operation may answer beyond its
 * contract: problems are `application/problem+json`; 414, 429 (with Retry-After) and 500 can come
 * from anywhere, 413 and 415 from any call with a body; uploads document their multipart body.
 */
type Json = Record<string, unknown>;
type Operation = { requestBody?: Json; responses?: Record<string, Json> } & Json;

const PROBLEM_REF = '#/components/schemas/Problem';
const METHODS = ['get', 'put', 'post', 'patch', 'delete', 'options', 'head'];

const problem = (description: string, headers?: Json): Json => ({
  description,
  ...(headers ? { headers } : {}),
  content: { 'application/problem+json': { schema: { $ref: PROBLEM_REF } } },
});

const ALWAYS: Record<string, Json> = {
  '414': problem('The address (path parameter) is too long'),
  '429': problem('Too many requests; retry after the given number of seconds', {
    'Retry-After': { description: 'Seconds to wait before retrying', schema: { type: 'integer' } },
  }),
  '500': problem('Something went wrong on our side; the body carries the correlation id'),
};
const WITH_BODY: Record<string, Json> = {
  '413': problem('The request body (or the uploaded file) is too large'),
  '415': problem('The request body has a content type this call does not accept'),
};

/** The multipart body of an upload call, declared by the route as `config: { uploadField }`. */
export function multipartBody(field: string, description: string): Json {
  return {
    type: 'object',
    required: [field],
    properties: { [field]: { type: 'string', format: 'binary', description } },
  };
}

export function completeOperations(doc: Json): Json {
  const paths = (doc.paths ?? {}) as Record<string, Record<string, Operation>>;
  for (const item of Object.values(paths)) {
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      op.responses ??= {};
      const responses = op.responses;
      for (const response of Object.values(responses)) {
        const content = response.content as Record<string, { schema?: { $ref?: string } }> | undefined;
        const json = content?.['application/json'];
        if (json?.schema?.$ref === PROBLEM_REF) {
          response.content = { 'application/problem+json': json };
        }
      }
      const extra = { ...ALWAYS, ...(op.requestBody ? WITH_BODY : {}) };
      for (const [status, response] of Object.entries(extra)) responses[status] ??= response;
    }
  }
  return doc;
}
