import { checkForms, type CheckProblem, type FormsBundle } from '../../engine/check-definitions';
import { loadSchema } from '../schema-sdl';
import { FormsFileError, formsDir, readFormsBundle, readOperations } from './forms-on-disk';

export interface WorkingCopy {
  /** Null when a file is not JSON at all: the problems say which. */
  bundle: FormsBundle | null;
  /** What `npm run forms:check` would print. */
  problems: CheckProblem[];
}

/**
 * forms/ as it is on disk now, with the checker's verdict against the contract, which is read once
 * per process (loadSchema): a change to schema/ needs codegen and a restart anyway.
 */
export function readWorkingCopy(root: string = formsDir): WorkingCopy {
  let bundle: FormsBundle;
  try {
    bundle = readFormsBundle(root);
  } catch (error) {
    if (error instanceof FormsFileError) return { bundle: null, problems: [{ file: error.file, message: error.reason }] };
    throw error;
  }
  return { bundle, problems: checkForms(bundle, loadSchema(), readOperations()) };
}
