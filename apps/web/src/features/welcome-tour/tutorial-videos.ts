import type { Locale } from '@host-portal/i18n';

/**
 * The six tutorial videos of the welcome tour (001 sections 2 and 9). The files are screen
 * recordings of the product itself, made by `scripts/tutorial-videos` (ADR 43) into the web app's
 * public folder: `<id>.webm`, `<id>.webp` (the thumbnail and poster) and `<id>.<locale>.vtt` (the
 * captions of each of the ten locales). This module imports nothing at run time, so that script
 * reads the same list.
 */
export const TUTORIAL_VIDEO_IDS = [
  'listing',
  'requests',
  'calendar',
  'inbox',
  'reviews',
  'verification',
] as const;
export type TutorialVideoId = (typeof TUTORIAL_VIDEO_IDS)[number];

export interface TutorialVideo {
  id: TutorialVideoId;
  nameKey: string;
  descriptionKey: string;
  thumbnail: string;
  src: string;
}

/** Where the files are served (apps/web/public/tutorials, copied by the web build). */
export const TUTORIALS_PATH = '/tutorials';

export const TUTORIAL_VIDEOS: readonly TutorialVideo[] = TUTORIAL_VIDEO_IDS.map((id) => ({
  id,
  nameKey: `welcomeTour.video.${id}.name`,
  descriptionKey: `welcomeTour.video.${id}.description`,
  thumbnail: `${TUTORIALS_PATH}/${id}.webp`,
  src: `${TUTORIALS_PATH}/${id}.webm`,
}));

/** The captions of a video in a locale (every locale has its file). */
export const captionsUrl = (id: TutorialVideoId, locale: Locale) => `${TUTORIALS_PATH}/${id}.${locale}.vtt`;

/** The recordings' frame size (the thumbnails are the same shape). */
export const TUTORIAL_VIDEO_SIZE = { width: 1280, height: 720 } as const;
