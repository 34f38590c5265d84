import { Button, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconPlayerPlayFilled } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { useTranslation } from '../../../lib/translation.tsx';
import { TUTORIAL_VIDEO_SIZE, TUTORIAL_VIDEOS, type TutorialVideo } from '../tutorial-videos.ts';
import { VideoModal } from './video-modal.tsx';
import classes from './welcome-tour.module.css';

/** 001 section 9: the welcome tour and the video modal are 688 wide (full screen on a phone). */
export const WELCOME_TOUR_WIDTH = 688;
const PHONE_QUERY = '(max-width: 47.99em)';

export interface WelcomeTourProps {
  opened: boolean;
  /** The host is done with the tour: closed it, played a video or went for more (remembered). */
  onSeen: () => void;
  /** "Watch later": not seen yet, so it opens again the next time the app starts. */
  onLater: () => void;
  /** "Watch more": where more help is (the help centre). */
  onMore: () => void;
  /** The tour's windows are gone (after any of the above). */
  onClose: () => void;
}

/**
 * The welcome tour (001 section 2, ADR 43): the six tutorial videos, each opening the video modal;
 * closing the video comes back to the list. Loaded when it opens.
 */
export default function WelcomeTour({ opened, onSeen, onLater, onMore, onClose }: WelcomeTourProps) {
  const { t } = useTranslation();
  const phone = useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false });
  const [playing, setPlaying] = useState<TutorialVideo | null>(null);
  const [lastPlayed, setLastPlayed] = useState<TutorialVideo | null>(null);

  const play = (video: TutorialVideo) => {
    onSeen();
    setLastPlayed(video);
    setPlaying(video);
  };
  const close = () => {
    onSeen();
    onClose();
  };

  return (
    <>
      <Dialog
        opened={opened && !playing}
        onClose={close}
        title={t('welcomeTour.title')}
        size={WELCOME_TOUR_WIDTH}
        fullScreen={phone}
        classNames={phone ? { content: classes.phoneContent } : undefined}
        centered
      >
        <Stack gap="md">
          <Text>{t('welcomeTour.intro')}</Text>
          <ul className={classes.list} aria-label={t('welcomeTour.listLabel')}>
            {TUTORIAL_VIDEOS.map((video) => (
              <li key={video.id}>
                <VideoCard video={video} onPlay={play} autoFocus={video.id === lastPlayed?.id} />
              </li>
            ))}
          </ul>
          <Group justify="flex-end" gap="sm">
            <Button
              variant="default"
              onClick={() => {
                onLater();
                onClose();
              }}
            >
              {t('welcomeTour.watchLater')}
            </Button>
            <Button
              onClick={() => {
                onSeen();
                onMore();
                onClose();
              }}
            >
              {t('welcomeTour.watchMore')}
            </Button>
          </Group>
        </Stack>
      </Dialog>
      <VideoModal video={opened ? playing : null} fullScreen={phone} onClose={() => setPlaying(null)} />
    </>
  );
}

function VideoCard({
  video,
  onPlay,
  autoFocus,
}: {
  video: TutorialVideo;
  onPlay: (video: TutorialVideo) => void;
  autoFocus: boolean;
}) {
  const { t } = useTranslation();
  const nameId = useId();
  const descriptionId = useId();
  return (
    <UnstyledButton
      className={classes.card}
      onClick={() => onPlay(video)}
      aria-labelledby={nameId}
      aria-describedby={descriptionId}
      data-autofocus={autoFocus || undefined}
    >
      <span className={classes.thumb}>
        <img
          src={video.thumbnail}
          alt=""
          width={TUTORIAL_VIDEO_SIZE.width / 2}
          height={TUTORIAL_VIDEO_SIZE.height / 2}
          loading="lazy"
        />
        <span className={classes.play} aria-hidden="true">
          <IconPlayerPlayFilled size={16} />
        </span>
      </span>
      <Text fw={600} id={nameId}>
        {t(video.nameKey)}
      </Text>
      <Text size="sm" c="dimmed" id={descriptionId}>
        {t(video.descriptionKey)}
      </Text>
    </UnstyledButton>
  );
}
