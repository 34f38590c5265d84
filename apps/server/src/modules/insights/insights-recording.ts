import type { InsightsRecorder } from './insights.repository.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/**
 * Crawlers, link previews and automated browsers: not visitors. A simple check of the User-Agent
 * (no header at all counts as a script too).
 */
const BOT =
  /bot|crawl|spider|slurp|preview|headless|lighthouse|facebookexternalhit|embedly|curl|wget|python|httpclient|okhttp|java\/|go-http|node-fetch|axios|monitor|pingdom/i;

export const isBot = (userAgent: string | undefined) => !userAgent || BOT.test(userAgent);

/**
 * Views of the public page and impressions of listing cards (issue 13, ADR 0040), counted per unit
 * and day without cookies and without anything about the visitor: no address, no agent, no id.
 */
export function insightsRecording(recorder: InsightsRecorder, now: () => Date = () => new Date()) {
  const today = () => now().toISOString().slice(0, 10);
  return {
    /** A served /stay/{unitId} page (the staff preview is another route and is never counted). */
    async view(unitId: string, userAgent: string | undefined) {
      if (isBot(userAgent) || !UUID.test(unitId)) return 0;
      return recorder.record([unitId.toLowerCase()], today(), 1, 0);
    },

    /** Cards seen in the public search; ids that are no published unit are ignored. */
    async impressions(ids: readonly string[], userAgent: string | undefined) {
      if (isBot(userAgent)) return 0;
      const units = [...new Set(ids.filter((id) => UUID.test(id)).map((id) => id.toLowerCase()))];
      return recorder.record(units, today(), 0, 1);
    },
  };
}
export type InsightsRecording = ReturnType<typeof insightsRecording>;
