import type { ScreenLoader } from '../routes/route-table';

// The first screens' styles come with the page (first-styles.ts); every other screen also needs
// later-styles.ts, whose stylesheet the build loads before the import resolves.

const firstScreens = new WeakSet<ScreenLoader>();

let laterStyles: Promise<unknown> | null = null;

let failedBefore = false;

/** A stylesheet whose load failed: the browser keeps an empty sheet for it whose rules cannot be read. */
function failedToLoad(link: HTMLLinkElement): boolean {
  try {
    link.sheet?.cssRules.item(0);
    return false;
  } catch {
    return true;
  }
}

function linkAgain(failed: HTMLLinkElement): Promise<void> {
  const link = failed.cloneNode() as HTMLLinkElement;
  return new Promise((resolve, reject) => {
    link.addEventListener('load', () => resolve());
    link.addEventListener('error', () => reject(new Error(`the stylesheet ${link.href} did not load`)));
    failed.replaceWith(link);
  });
}

/**
 * The build's loader fetches a chunk's stylesheet once per page: after a failure, importing the
 * chunk again resolves at once without it, so the failed stylesheets are linked again here.
 */
function relinkFailedStylesheets(): Promise<unknown> {
  const failed = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].filter(failedToLoad);
  return Promise.all(failed.map(linkAgain));
}

function loadLaterStyles(): Promise<unknown> {
  // A failed load is asked for again with the screen's retry rather than failing for ever.
  laterStyles ??= import('./later-styles')
    .then(() => (failedBefore ? relinkFailedStylesheets() : undefined))
    .catch((error: unknown) => {
      failedBefore = true;
      laterStyles = null;
      throw error;
    });
  return laterStyles;
}

/** Marks a screen whose styles are all in first-styles.ts: it renders without waiting for the rest. */
export function firstScreen(load: ScreenLoader): ScreenLoader {
  firstScreens.add(load);
  return load;
}

/**
 * What a screen needs beyond its chunk before it renders: nothing for a first screen (the rest is
 * then fetched behind it, ready for the next screen), the rest of the styles for any other.
 */
export function screenStyles(load: ScreenLoader): Promise<unknown> {
  if (!firstScreens.has(load)) return loadLaterStyles();
  return Promise.resolve();
}

/** Fetches the rest of the styles once a first screen is up, off the first screen's path. */
export function prefetchLaterStyles(): void {
  loadLaterStyles().catch(() => undefined);
}
