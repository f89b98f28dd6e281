import { watch } from 'node:fs';
import type { Database } from '../db/connection';
import { releaseForms, UnchangedConfigVersion } from './form-releases';
import { formsDir } from './forms-on-disk';
import { loadServerForms } from './server-forms';
import { readWorkingCopy } from './working-copy';

/** How long forms/ must be quiet before it is read: an editor's save is several file events. */
export const FORMS_SETTLE_MS = 250;

export interface FormsWatch {
  /** Resolves once what the last change started has been done. */
  settled(): Promise<void>;
  close(): void;
}

/**
 * Development (`npm run serve`): each time forms/ changes and the working copy checks clean, it is
 * released as `npm run forms:release` would, so new onboardings start with the edit without a restart
 * (servers see a new release within LATEST_RELEASE_CHECK_MS). The preview reads the working copy on
 * every call and shows an edit whether or not it could be released; the log says which.
 */
export function watchForms(db: Database, log: (line: string) => void, root: string = formsDir): FormsWatch {
  let timer: NodeJS.Timeout | undefined;
  let running = Promise.resolve();

  async function release(): Promise<void> {
    const { bundle, problems } = readWorkingCopy(root);
    if (!bundle || problems.length > 0) {
      log(`forms/ changed: forms:check finds ${problems.length} problem${problems.length === 1 ? '' : 's'}, so it is not released. The forms preview lists them.`);
      return;
    }
    try {
      const outcome = await releaseForms(db, loadServerForms(bundle));
      if (outcome.released) log(`forms/ changed: released as version ${outcome.version}. New onboardings start with it.`);
    } catch (error) {
      if (!(error instanceof UnchangedConfigVersion)) throw error;
      log(`forms/ changed: ${error.message} Until then the forms preview shows the change, and new onboardings keep the latest release.`);
    }
  }

  const watcher = watch(root, { recursive: true }, () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      running = running.then(release).catch((error: unknown) => log(`forms/ changed but could not be released: ${error instanceof Error ? error.message : String(error)}`));
    }, FORMS_SETTLE_MS);
  });
  return {
    settled: () => running,
    close() {
      clearTimeout(timer);
      watcher.close();
    },
  };
}
