import { PassThrough, type Readable } from 'node:stream';
import { ERROR_CODES } from '@host-portal/contracts/errors';
import { PHOTO_SIZES } from '@host-portal/contracts/photos';
import { ERASURE_GRACE_DAYS, type ErasureStatus } from '@host-portal/contracts/privacy';
import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';
import type { PasswordCheck } from '../../identity/password-check.ts';
import { AppError } from '../../lib/app-error.ts';
import type { FileStorage } from '../../lib/storage.ts';
import type { PrivacyRepository, Row } from './privacy.repository.ts';

const DAY = 86_400_000;

export interface PrivacyDeps {
  storage: FileStorage;
  checkPassword: PasswordCheck;
  /** signs the erased account out everywhere */
  revokeSessions: (hostId: string) => Promise<void>;
  now?: (() => Date) | undefined;
  /** the host's verification documents (the kyc service's exportDocuments), read one at a time */
  verificationFiles?: (hostId: string) => Promise<VerificationFile[]>;
}

export interface VerificationFile {
  /** a name inside the archive, e.g. kyc/passport-<id>.pdf: put under verification/ */
  name: string;
  read: () => Promise<Buffer | Uint8Array | undefined | null>;
}

const README = `This archive holds everything the host portal stores about your account.
data/<table>.json: the rows of each table that name you (account.json: your profile), as stored.
photos/: your unit photos (largest size) and your profile image.
verification/: the documents you uploaded to verify your identity and bank account.
Secrets (your password hash, guests' login tokens) are not included.
`;

/**
 * The host's privacy rights (issue 11): the data export as a zip streamed while it is written,
 * and the erasure after a grace period (requested with the password, cancellable until then, run
 * by the job queue's sweep).
 */
export function privacyService(repo: PrivacyRepository, deps: PrivacyDeps) {
  const now = deps.now ?? (() => new Date());
  const status = async (hostId: string): Promise<ErasureStatus> => {
    const row = await repo.findErasure(hostId);
    return row
      ? {
          status: 'pending',
          requestedAt: row.requested_at.toISOString(),
          eraseAfter: row.erase_after.toISOString(),
        }
      : { status: 'none', requestedAt: null, eraseAfter: null };
  };

  return {
    /** A zip of the host's data: JSON per table, the photos and the avatar. */
    async exportZip(hostId: string): Promise<Readable> {
      const tables = await repo.exportRows(hostId);
      const out = new PassThrough();
      const zip = new Zip((err, chunk, final) => {
        if (err) return out.destroy(err);
        out.write(chunk);
        if (final) out.end();
      });
      const add = (name: string, data: Uint8Array, compress: boolean) => {
        const file = compress ? new ZipDeflate(name, { level: 6 }) : new ZipPassThrough(name);
        zip.add(file);
        file.push(data, true);
      };
      const text = (value: string) => new TextEncoder().encode(value);
      add('README.txt', text(README), true);
      for (const [table, rows] of Object.entries(tables))
        add(`data/${table}.json`, text(JSON.stringify(rows, null, 2)), true);
      // photos are WebP already: stored, not compressed again; read one at a time
      void (async () => {
        try {
          const photos = (tables.unit_photos ?? []) as Row[];
          for (const photo of photos) {
            const data = await deps.storage.read?.(`${String(photo.storage_key)}-large.webp`);
            if (data) add(`photos/${String(photo.unit_id)}/${String(photo.id)}.webp`, data, false);
          }
          const imageKey = tables.account?.[0]?.image_key;
          if (typeof imageKey === 'string') {
            const data = await deps.storage.read?.(`${imageKey}-large.webp`);
            if (data) add('photos/profile.webp', data, false);
          }
          // scans and PDFs as uploaded (images are compressed already)
          for (const file of (await deps.verificationFiles?.(hostId)) ?? []) {
            const data = await file.read();
            if (data) add(`verification/${file.name.split('/').pop()}`, data, false);
          }
          zip.end();
        } catch (err) {
          out.destroy(err as Error);
        }
      })();
      return out;
    },

    status,

    /** Starts the grace period; the password must be the current one. */
    async requestErasure(hostId: string, password: string): Promise<ErasureStatus> {
      if (!(await deps.checkPassword(hostId, password)))
        throw new AppError(ERROR_CODES.passwordIncorrect, 'The password is not correct', {
          invalidParams: [{ name: 'password', reason: 'payout.password.incorrect' }],
        });
      const at = now();
      await repo.requestErasure(hostId, at, new Date(at.getTime() + ERASURE_GRACE_DAYS * DAY));
      return status(hostId);
    },

    async cancelErasure(hostId: string): Promise<ErasureStatus> {
      await repo.cancelErasure(hostId);
      return status(hostId);
    },

    /** The job: erases the accounts whose grace period is over. Returns how many. */
    async eraseDue(): Promise<number> {
      const due = await repo.dueErasures(now());
      for (const hostId of due) {
        const { photoKeys, imageKey } = await repo.erase(hostId);
        await deps.revokeSessions(hostId);
        const files = [
          ...photoKeys.flatMap((k) => Object.keys(PHOTO_SIZES).map((s) => `${k}-${s}.webp`)),
          ...(imageKey ? [`${imageKey}-small.webp`, `${imageKey}-large.webp`] : []),
        ];
        await Promise.all(files.map((f) => deps.storage.remove(f).catch(() => {})));
      }
      return due.length;
    },
  };
}
export type PrivacyService = ReturnType<typeof privacyService>;
