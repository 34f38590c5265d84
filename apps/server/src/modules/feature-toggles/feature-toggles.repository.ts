import type { FeatureToggleName } from '@host-portal/contracts/feature-toggles';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';

export interface ToggleChangeRow {
  enabled: boolean;
  changed_by_email: string;
  changed_at: Date;
}

/** `feature_toggles` (the switched flags) and `feature_toggle_changes` (the append-only trail). */
export function featureTogglesRepository(database: Database) {
  return {
    async switched(): Promise<Partial<Record<FeatureToggleName, boolean>>> {
      const rows = await database.query<{ name: FeatureToggleName; enabled: boolean }>(
        'select name, enabled from feature_toggles',
      );
      return Object.fromEntries(rows.map((r) => [r.name, r.enabled]));
    },

    /** The switch and its trail row in one transaction; the staff member's e-mail from their account. */
    async set(name: FeatureToggleName, enabled: boolean, staffId: string): Promise<void> {
      await database.db.transaction(async (tx) => {
        await tx.execute(sql`
          insert into feature_toggles (name, enabled, updated_by, updated_at)
          values (${name}, ${enabled}, ${staffId}, now())
          on conflict (name) do update set enabled = excluded.enabled,
            updated_by = excluded.updated_by, updated_at = excluded.updated_at`);
        await tx.execute(sql`
          insert into feature_toggle_changes (name, enabled, changed_by, changed_by_email)
          select ${name}, ${enabled}, u.id, u.email from users u where u.id = ${staffId}`);
      });
    },

    async changes(name: FeatureToggleName, limit = 20): Promise<ToggleChangeRow[]> {
      return database.query<ToggleChangeRow>(
        `select enabled, changed_by_email, changed_at from feature_toggle_changes
          where name = $1 order by changed_at desc, id desc limit $2`,
        [name, limit],
      );
    },
  };
}
export type FeatureTogglesRepository = ReturnType<typeof featureTogglesRepository>;
