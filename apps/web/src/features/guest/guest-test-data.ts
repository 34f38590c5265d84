/** A JSON answer, or a problem+json one when `status` is an error. */
export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': status < 400 ? 'application/json' : 'application/problem+json' },
  });

export const problem = (status: number, code: string, detail = 'Problem') =>
  json({ type: `about:blank#${code}`, title: 'Error', status, detail, code }, status);

/** A login token as the e-mails carry it (43 characters, base64url); `n` makes each test's own. */
export const loginToken = (n: number) => `${'t'.repeat(40)}${String(n).padStart(3, '0')}`;
