import { MESSAGING_RULES } from '@host-portal/contracts/messaging';
import { ActionIcon, CloseButton, Group, Text, Textarea, Tooltip } from '@mantine/core';
import { IconFile, IconPaperclip, IconSend } from '@tabler/icons-react';
import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';
import { useTranslation } from '../../../../lib/translation.tsx';
import classes from './conversation.module.css';
import { fileProblem } from './file-rules.ts';

const MAX = MESSAGING_RULES.maxMessageLength;
/** The counter shows from this many characters left. */
const COUNTER_FROM = 200;

/**
 * Unsent words per conversation, kept for the page's life (not in web storage): a host who
 * switches to another conversation, or away from the inbox, finds the draft again on return.
 */
const drafts = new Map<string, string>();

/** Puts text where the cursor is (or at the end), as a saved reply is inserted. */
export type InsertText = (text: string) => void;

/**
 * The message field: Enter sends, Shift+Enter starts a new line; also a send button. A counter
 * appears near the most a message may hold. With `acceptsFiles`, a picture or PDF can go with the
 * words (checked for type and size here; the server checks the content). `tools` get a way to
 * insert text (saved replies).
 */
export function Composer({
  onSend,
  onTyping,
  tools,
  acceptsFiles = false,
  draftKey,
}: {
  onSend: (body: string, file?: File) => void;
  /** names the conversation whose unsent words are kept while the host is elsewhere */
  draftKey?: string;
  onTyping?: () => void;
  tools?: (insert: InsertText) => ReactNode;
  acceptsFiles?: boolean;
}) {
  const { t } = useTranslation();
  const [value, setDraft] = useState(() => (draftKey && drafts.get(draftKey)) || '');
  const setValue = (next: string) => {
    setDraft(next);
    if (!draftKey) return;
    if (next) drafts.set(draftKey, next);
    else drafts.delete(draftKey);
  };
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const field = useRef<HTMLTextAreaElement>(null);
  const picker = useRef<HTMLInputElement>(null);
  const counterId = useId();
  const hintId = useId();
  const body = value.trim();
  const left = MAX - value.length;
  const canSend = (body.length > 0 || file !== null) && left >= 0;

  const submit = () => {
    if (!canSend) return;
    onSend(body, file ?? undefined);
    setValue('');
    setFile(null);
    setProblem(null);
    field.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter while composing (an IME's candidate) chooses the candidate, it does not send
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  const insert: InsertText = (text) => {
    const node = field.current;
    const start = node?.selectionStart ?? value.length;
    const end = node?.selectionEnd ?? value.length;
    setValue(`${value.slice(0, start)}${text}${value.slice(end)}`);
    requestAnimationFrame(() => {
      node?.focus();
      node?.setSelectionRange(start + text.length, start + text.length);
    });
  };

  const choose = (chosen: File | undefined) => {
    if (!chosen) return;
    const reason = fileProblem(chosen);
    setProblem(
      reason
        ? t(`messaging.file.${reason}`, { max: MESSAGING_RULES.attachmentMaxBytes / 1024 / 1024 })
        : null,
    );
    setFile(reason ? null : chosen);
    field.current?.focus();
  };

  return (
    // not a form: the tools open dialogs with forms of their own (a saved reply), and a nested
    // form's submit would bubble through React's tree into this one
    <div className={classes.composer}>
      <Textarea
        ref={field}
        value={value}
        onChange={(event) => {
          setValue(event.currentTarget.value);
          if (event.currentTarget.value.trim()) onTyping?.();
        }}
        onKeyDown={onKeyDown}
        label={t('messaging.composer.label')}
        labelProps={{ className: 'hp-visually-hidden' }}
        placeholder={t('messaging.composer.placeholder')}
        aria-describedby={left >= 0 && left <= COUNTER_FROM ? `${hintId} ${counterId}` : hintId}
        autosize
        minRows={1}
        maxRows={6}
        className={classes.field}
        error={left < 0 ? t('messaging.composer.tooLong', { max: MAX }) : undefined}
      />
      <span id={hintId} className="hp-visually-hidden">
        {t('messaging.composer.hint')}
      </span>
      {file && (
        <Group gap={6} wrap="nowrap" className={classes.staged}>
          <IconFile size={16} aria-hidden="true" />
          <Text size="sm" truncate>
            {file.name}
          </Text>
          <CloseButton
            size="sm"
            aria-label={t('messaging.file.remove', { name: file.name })}
            onClick={() => setFile(null)}
          />
        </Group>
      )}
      {problem && (
        <Text size="sm" c="red.8" role="alert">
          {problem}
        </Text>
      )}
      <Group gap="xs" justify="space-between" wrap="nowrap">
        <Group gap="xs">
          {acceptsFiles && (
            <>
              <input
                ref={picker}
                type="file"
                accept="image/jpeg,image/png,image/webp,application/pdf"
                hidden
                data-testid="attachment-input"
                onChange={(event) => {
                  choose(event.currentTarget.files?.[0]);
                  event.currentTarget.value = '';
                }}
              />
              <Tooltip label={t('messaging.file.attach')}>
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  size="lg"
                  aria-label={t('messaging.file.attach')}
                  onClick={() => picker.current?.click()}
                >
                  <IconPaperclip size={18} aria-hidden="true" />
                </ActionIcon>
              </Tooltip>
            </>
          )}
          {tools?.(insert)}
        </Group>
        <Group gap="xs" wrap="nowrap">
          {left >= 0 && left <= COUNTER_FROM && (
            <Text id={counterId} size="xs" c="dimmed" aria-live="polite">
              {t('messaging.composer.left', { count: left })}
            </Text>
          )}
          <Tooltip label={t('messaging.composer.send')}>
            <ActionIcon
              size="lg"
              aria-label={t('messaging.composer.send')}
              disabled={!canSend}
              onClick={submit}
            >
              <IconSend size={18} aria-hidden="true" />
            </ActionIcon>
          </Tooltip>
        </Group>
      </Group>
    </div>
  );
}
