/**
 * Resolves once the app's first screen has been painted (`markFirstPaint`, called by the root
 * layout after its first commit), or after `FIRST_PAINT_WAIT_MS` at the latest (a hidden tab does
 * not paint). Work the first screen does not need (the session's silent sign-in, the first page's
 * code, the pages' UI library) starts then, so it does not compete with the first paint for the
 * network and the main thread.
 */
export const FIRST_PAINT_WAIT_MS = 200;

let resolve: () => void = () => {};
export const firstPaint = new Promise<void>((r) => {
  resolve = r;
});

/** After the commit: the next frame is the paint, a task after it is past the paint. */
export function markFirstPaint() {
  requestAnimationFrame(() => setTimeout(resolve, 0));
  setTimeout(resolve, FIRST_PAINT_WAIT_MS);
}

/** Lets the browser run what is queued (input, a paint) before the caller goes on, in a new task. */
export const nextTask = () => new Promise<void>((r) => setTimeout(r, 0));
