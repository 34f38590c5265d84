import sharp from 'sharp';
import type { TestApp, TestHost } from './test-app.ts';

/** A readable scan: a JPEG or PNG of 800×600. */
export const scan = (format: 'jpeg' | 'png' = 'jpeg') =>
  sharp({ create: { width: 800, height: 600, channels: 3, background: '#468' } })
    .withMetadata({ exif: { IFD0: { Copyright: 'secret-gps-owner' } } })
    [format]()
    .toBuffer();

export const PDF = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');

/** documentUpload's indexed form data: documents[i][type] and documents[i][file]. */
export function documentForm(docs: { type: string; data: Buffer; name?: string; mime?: string }[]) {
  const boundary = '----hp-kyc-boundary';
  const parts = docs.flatMap((d, i) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="documents[${i}][type]"\r\n\r\n${d.type}\r\n`,
    ),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="documents[${i}][file]"; filename="${d.name ?? `${d.type}.jpg`}"\r\nContent-Type: ${d.mime ?? 'image/jpeg'}\r\n\r\n`,
    ),
    d.data,
    Buffer.from('\r\n'),
  ]);
  return {
    payload: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

export async function uploadDocuments(
  t: TestApp,
  host: TestHost,
  docs: { type: string; data: Buffer; name?: string; mime?: string }[],
  headers: Record<string, string> = {},
) {
  const form = documentForm(docs);
  return t.app.inject({
    method: 'POST',
    url: '/api/app/user/onboarding/documentUpload',
    headers: { ...host.auth, ...form.headers, ...headers },
    payload: form.payload,
  });
}

/** An individual host with a submitted verification (passport and bank statement). */
export async function submittedVerification(t: TestApp, host: TestHost) {
  const start = await t.app.inject({
    method: 'POST',
    url: '/api/app/user/kyc/set-start-at',
    headers: host.auth,
  });
  if (start.statusCode !== 200) throw new Error(`start failed: ${start.body}`);
  const up = await uploadDocuments(t, host, [
    { type: 'passport', data: await scan() },
    { type: 'bank_statement', data: PDF, name: 'bank.pdf', mime: 'application/pdf' },
  ]);
  if (up.statusCode !== 201) throw new Error(`upload failed: ${up.body}`);
  const submit = await t.app.inject({ method: 'POST', url: '/api/app/user/kyc/submit', headers: host.auth });
  if (submit.statusCode !== 200) throw new Error(`submit failed: ${submit.body}`);
  const [row] = await t.database.query<{ id: string }>(
    'select id from kyc_verifications where host_id = $1',
    [host.id],
  );
  return { verificationId: row!.id, documents: up.json().documents as { id: string; type: string }[] };
}
