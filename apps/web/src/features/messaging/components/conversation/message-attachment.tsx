import type { ChatMessage } from '@host-portal/contracts/messaging';
import { IconFileTypePdf } from '@tabler/icons-react';
import { useFormatters } from '../../../../lib/format.ts';
import { useTranslation } from '../../../../lib/translation.tsx';
import classes from './conversation.module.css';
import { fileSize } from './file-rules.ts';

type Attachment = NonNullable<ChatMessage['attachment']>;

/** Only our own storage's addresses (a path, or http(s)) become links or images. */
const safeUrl = (url: string) => (/^(\/(?!\/)|https?:\/\/)/i.test(url) ? url : null);

/** A message's picture (opens full size) or PDF (a link with its name and size). */
export function MessageAttachment({ attachment }: { attachment: Attachment }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const url = safeUrl(attachment.url);
  if (!url) return null;
  const size = fileSize(attachment.size, (n) => format.number(n));
  if (attachment.kind === 'image') {
    return (
      <a href={url} target="_blank" rel="noopener noreferrer" className={classes.attachment}>
        <img
          src={url}
          alt={t('messaging.file.image', { name: attachment.name })}
          width={attachment.width ?? undefined}
          height={attachment.height ?? undefined}
          loading="lazy"
        />
      </a>
    );
  }
  return (
    <a
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      className={`${classes.attachment} ${classes.fileLink}`}
    >
      <IconFileTypePdf size={20} aria-hidden="true" />
      <span>
        {attachment.name} ({size})
      </span>
    </a>
  );
}
