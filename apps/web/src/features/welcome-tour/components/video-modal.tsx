import { Stack, Text } from '@mantine/core';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { useAppContext } from '../../../lib/app-context.tsx';
import { useTranslation } from '../../../lib/translation.tsx';
import { captionsUrl, type TutorialVideo } from '../tutorial-videos.ts';
import classes from './welcome-tour.module.css';

const VIDEO_MODAL_WIDTH = 688;

/** `de_CH` → `de-CH`, the form `<track srclang>` takes. */
const languageTag = (locale: string) => locale.replace('_', '-');

function languageName(tag: string) {
  try {
    return new Intl.DisplayNames([tag], { type: 'language' }).of(tag) ?? tag;
  } catch {
    return tag;
  }
}

/**
 * One tutorial video (001 section 9: 688 wide) with the browser's own controls and the captions in
 * the app's language, shown from the start (the recordings have no sound).
 */
export function VideoModal({
  video,
  fullScreen,
  onClose,
}: {
  video: TutorialVideo | null;
  fullScreen: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { locale } = useAppContext();
  const tag = languageTag(locale);
  return (
    <Dialog
      opened={video !== null}
      onClose={onClose}
      title={video ? t(video.nameKey) : ''}
      size={VIDEO_MODAL_WIDTH}
      fullScreen={fullScreen}
      classNames={fullScreen ? { content: classes.phoneContent, body: classes.phoneBody } : undefined}
      centered
    >
      {video && (
        <Stack gap="sm">
          <video
            key={video.id}
            className={classes.video}
            src={video.src}
            poster={video.thumbnail}
            controls
            autoPlay
            playsInline
            preload="auto"
          >
            <track
              kind="captions"
              src={captionsUrl(video.id, locale)}
              srcLang={tag}
              label={languageName(tag)}
              default
            />
          </video>
          <Text size="sm" c="dimmed">
            {t(video.descriptionKey)}
          </Text>
        </Stack>
      )}
    </Dialog>
  );
}
