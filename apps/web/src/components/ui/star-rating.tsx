import { IconStar, IconStarFilled } from '@tabler/icons-react';
import { type KeyboardEvent, useId, useRef, useState } from 'react';
import classes from './star-rating.module.css';

const STARS = [1, 2, 3, 4, 5] as const;

export interface StarRatingInputProps {
  /** the question, as the group's legend ("Cleanliness") */
  label: string;
  /** the radio group's name (the form field's) */
  name: string;
  value: number | undefined;
  onChange: (value: number) => void;
  onBlur?: () => void;
  /** the words of one choice, e.g. "4 stars" */
  starLabel: (stars: number) => string;
  error?: string | undefined;
  required?: boolean;
  /** the form library's ref, so that an error can move the focus here */
  inputRef?: (element: HTMLInputElement | null) => void;
}

/**
 * One to five stars as a radio group: Tab reaches it, the arrow keys (and Home, End) change the
 * choice, Space chooses the focused star, and each star says its number to a screen reader. The
 * keys are handled here rather than left to the browser, so every browser behaves the same.
 */
export function StarRatingInput({
  label,
  name,
  value,
  onChange,
  onBlur,
  starLabel,
  error,
  required,
  inputRef,
}: StarRatingInputProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const inputs = useRef<(HTMLInputElement | null)[]>([]);
  const [hovered, setHovered] = useState(0);
  const shown = hovered || value || 0;

  const choose = (stars: number) => {
    onChange(stars);
    inputs.current[stars - 1]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>, stars: number) => {
    const current = value ?? 0;
    const next =
      event.key === 'ArrowRight' || event.key === 'ArrowUp'
        ? Math.min(5, current + 1)
        : event.key === 'ArrowLeft' || event.key === 'ArrowDown'
          ? Math.max(1, current - 1)
          : event.key === 'Home'
            ? 1
            : event.key === 'End'
              ? 5
              : event.key === ' '
                ? stars
                : null;
    if (next === null) return;
    event.preventDefault();
    choose(next);
  };

  return (
    <fieldset className={classes.group} data-invalid={error ? true : undefined}>
      <legend className={classes.legend}>
        {label}
        {required && (
          <span className={classes.required} aria-hidden="true">
            {' *'}
          </span>
        )}
      </legend>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: hovering previews the stars; the radios carry the meaning */}
      <div className={classes.stars} onMouseLeave={() => setHovered(0)}>
        {STARS.map((stars) => (
          <label key={stars} className={classes.star} onMouseEnter={() => setHovered(stars)}>
            <input
              ref={(element) => {
                inputs.current[stars - 1] = element;
                // the form focuses the chosen star, or the first while none is
                if (stars === (value ?? 1)) inputRef?.(element);
              }}
              className={classes.input}
              type="radio"
              name={name}
              value={stars}
              checked={value === stars}
              required={required}
              aria-describedby={error ? errorId : undefined}
              onChange={() => onChange(stars)}
              onKeyDown={(event) => onKeyDown(event, stars)}
              onBlur={onBlur}
            />
            {stars <= shown ? (
              <IconStarFilled className={`${classes.icon} ${classes.filled}`} aria-hidden="true" />
            ) : (
              <IconStar className={classes.icon} aria-hidden="true" />
            )}
            <span className="hp-visually-hidden">{starLabel(stars)}</span>
          </label>
        ))}
      </div>
      {error && (
        <div id={errorId} className={classes.error}>
          {error}
        </div>
      )}
    </fieldset>
  );
}

/** A rating shown, not chosen: the stars are a picture whose words say the number. */
export function Stars({ rating, label, size = 18 }: { rating: number; label: string; size?: number }) {
  return (
    <span className={classes.display} role="img" aria-label={label}>
      {STARS.map((stars) =>
        stars <= Math.round(rating) ? (
          <IconStarFilled key={stars} size={size} className={classes.filled} aria-hidden="true" />
        ) : (
          <IconStar key={stars} size={size} className={classes.empty} aria-hidden="true" />
        ),
      )}
    </span>
  );
}
