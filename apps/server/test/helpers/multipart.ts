/** A multipart/form-data body with one file and optional text fields, for app.inject. */
export function multipart(
  field: string,
  filename: string,
  data: Buffer,
  type: string,
  fields: Record<string, string> = {},
) {
  const boundary = '----hp-test-boundary';
  const texts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  const head = `${texts.join('')}--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), data, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
