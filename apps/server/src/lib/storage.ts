import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * Where uploaded files live. The built-in implementation is a directory served under /uploads;
 * an S3-compatible store can implement the same three calls.
 */
export interface FileStorage {
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  remove(prefix: string): Promise<void>;
  publicUrl(key: string): string;
  /** a stored file's bytes, undefined when it is not there (the host's data export reads photos) */
  read?(key: string): Promise<Buffer | undefined>;
}

const SAFE_KEY = /^[a-z0-9][a-z0-9/_.-]*$/i;

export function localFileStorage(root: string, publicBase: string): FileStorage {
  const resolve = (key: string) => {
    if (!SAFE_KEY.test(key) || key.includes('..')) throw new Error(`unsafe storage key ${key}`);
    return path.join(root, key);
  };
  return {
    async put(key, data) {
      const file = resolve(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      const tmp = `${file}.${process.pid}.tmp`;
      await fs.writeFile(tmp, data);
      await fs.rename(tmp, file);
    },
    async remove(prefix) {
      await fs.rm(resolve(prefix), { recursive: true, force: true });
    },
    publicUrl: (key) => `${publicBase}/uploads/${key}`,
    async read(key) {
      return fs.readFile(resolve(key)).catch(() => undefined);
    },
  };
}
