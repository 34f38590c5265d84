/** 001 section 8 and 9: failed module loading is retried twice with a 1 s delay. */
export const MODULE_LOAD_RETRIES = 2;
export const MODULE_LOAD_RETRY_DELAY_MS = 1000;

export class ModuleLoadError extends Error {
  constructor(cause: unknown) {
    super('A part of the application failed to load', { cause });
    this.name = 'ModuleLoadError';
  }
}

export function isModuleLoadError(error: unknown): error is ModuleLoadError {
  return error instanceof ModuleLoadError;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export async function retryImport<T>(
  load: () => Promise<T>,
  retries: number = MODULE_LOAD_RETRIES,
  delayMs: number = MODULE_LOAD_RETRY_DELAY_MS,
): Promise<T> {
  let lastError: unknown;
  for (let attempt = 0; attempt <= retries; attempt += 1) {
    if (attempt > 0) await wait(delayMs);
    try {
      return await load();
    } catch (error) {
      lastError = error;
    }
  }
  throw new ModuleLoadError(lastError);
}
