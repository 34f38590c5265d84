import { Fragment } from 'react';
import classes from './conversation.module.css';

export type TextPart = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

/** http(s) addresses only: anything else (javascript:, data:, mailto:) stays plain text. */
const ADDRESS = /\bhttps?:\/\/[^\s<>"']+/gi;
/** Sentence punctuation after an address belongs to the sentence, not the address. */
const TRAILING = /[.,;:!?'"»)\]]+$/;

/** Splits a message into plain text and http(s) links; the text is never read as HTML. */
export function splitLinks(body: string): TextPart[] {
  const parts: TextPart[] = [];
  let at = 0;
  for (const match of body.matchAll(ADDRESS)) {
    let candidate = match[0];
    const trailing = TRAILING.exec(candidate)?.[0] ?? '';
    // keep a closing bracket that closes one inside the address (wikipedia-style paths)
    const keep = trailing.startsWith(')') && candidate.includes('(') ? 1 : 0;
    candidate = candidate.slice(0, candidate.length - trailing.length + keep);
    const start = match.index ?? 0;
    let href: string | null = null;
    try {
      const url = new URL(candidate);
      if (url.protocol === 'http:' || url.protocol === 'https:') href = url.href;
    } catch {
      href = null;
    }
    if (!href) continue;
    if (start > at) parts.push({ kind: 'text', text: body.slice(at, start) });
    parts.push({ kind: 'link', text: candidate, href });
    at = start + candidate.length;
  }
  if (at < body.length) parts.push({ kind: 'text', text: body.slice(at) });
  return parts;
}

/** A message's text: line breaks kept (pre-wrap), links clickable, everything else as text. */
export function MessageText({ body }: { body: string }) {
  return (
    <span className={classes.text}>
      {splitLinks(body).map((part, index) =>
        part.kind === 'link' ? (
          <a
            // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text never reorder
            key={index}
            href={part.href}
            target="_blank"
            rel="noopener noreferrer nofollow"
            className={classes.link}
          >
            {part.text}
          </a>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text never reorder
          <Fragment key={index}>{part.text}</Fragment>
        ),
      )}
    </span>
  );
}
