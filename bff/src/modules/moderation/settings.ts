// The moderation settings (MODERATION_* / TRUST_* in config.ts), set once by the routes at start.
import type { ModerationSettings } from '../../config';

let current: ModerationSettings = { trustMinPosts: 3, trustMinAccountHours: 24, newAccountPostsPerHour: 3, reportsToHide: 3, expiryReports: 3, commentIntervalSeconds: 5 };

export function configureModeration(settings: ModerationSettings): void {
  current = { ...settings };
}

export function moderationSettings(): ModerationSettings {
  return current;
}
