import { isDeepStrictEqual } from 'node:util';
import { desc, eq } from 'drizzle-orm';
import type { Database } from '../db/connection';
import { formReleases } from '../db/schema';
import { releasedFormsOf, serverFormsOf } from './released-forms';
import type { ServerForms } from './server-forms';

/** A released version of forms/. */
export interface Release {
  version: number;
  forms: ServerForms;
}

export interface FormReleases {
  /**
   * The latest release, which a new onboarding starts with; another process's release is seen within
   * a second. Read outside any transaction: a request's context holds it (GraphQLContext.forms).
   */
  latest(): Promise<Release>;
  /**
   * A release by its version; a release never changes once made. Read through `db`, the caller's
   * (a mutation's transaction): the embedded database has one connection, which a query from
   * outside an open transaction would wait for until the transaction ends.
   */
  of(version: number, db: Database): Promise<Release>;
}

/** How long a server goes on with the latest release it read before it looks again for a newer one. */
export const LATEST_RELEASE_CHECK_MS = 1000;

export type ReleaseOutcome = { released: true; version: number } | { released: false; version: number };

/** A flow whose configVersion an earlier release has: each release's must be new, so that it names that release. */
export class UnchangedConfigVersion extends Error {
  constructor(
    readonly flow: string,
    readonly configVersion: string,
    readonly release: number,
  ) {
    super(`Release ${release} has the ${flow} flow's configVersion ${configVersion} already: give the flow a new one in forms/flows.`);
  }
}

/**
 * Releases forms as the next version, unless they are what the latest release holds. Each flow's
 * configVersion, which an onboarding's state reports, must then be one no release had, so that it names one release.
 */
/** The latest release in the database, if there is one. */
export async function latestRelease(db: Database): Promise<Release | null> {
  const [latest] = await db.select().from(formReleases).orderBy(desc(formReleases.version)).limit(1);
  return latest ? { version: latest.version, forms: serverFormsOf(latest.forms) } : null;
}

export async function releaseForms(db: Database, forms: ServerForms): Promise<ReleaseOutcome> {
  const released = releasedFormsOf(forms);
  const [latest] = await db.select().from(formReleases).orderBy(desc(formReleases.version)).limit(1);
  // As the database gives it back: JSON, without the keys whose value is undefined.
  if (latest && isDeepStrictEqual(latest.forms, JSON.parse(JSON.stringify(released)))) return { released: false, version: latest.version };
  const earlier = latest ? await db.select({ version: formReleases.version, forms: formReleases.forms }).from(formReleases) : [];
  for (const release of earlier) {
    for (const flow of release.forms.flows) {
      if (forms.flows[flow.flow]?.configVersion === flow.configVersion) throw new UnchangedConfigVersion(flow.flow, flow.configVersion, release.version);
    }
  }
  const version = (latest?.version ?? 0) + 1;
  const inserted = await db.insert(formReleases).values({ version, forms: released }).onConflictDoNothing().returning({ version: formReleases.version });
  if (inserted.length === 0) throw new Error(`Another release took version ${version} at the same moment: run the release again.`);
  return { released: true, version };
}

/**
 * The releases of forms/ in the database. With none yet (a new database), `initial` is released as
 * version 1, so that a server always has a release to start onboardings with.
 */
export async function openFormReleases(db: Database, initial: ServerForms, now: () => Date): Promise<FormReleases> {
  const [any] = await db.select({ version: formReleases.version }).from(formReleases).limit(1);
  if (!any) {
    // Several servers starting on one new database: one of them makes version 1.
    await releaseForms(db, initial).catch(async (error: unknown) => {
      const [made] = await db.select({ version: formReleases.version }).from(formReleases).limit(1);
      if (!made) throw error;
    });
  }
  const releases = new Map<number, Promise<Release>>();
  const of = (version: number, reader: Database): Promise<Release> => {
    let release = releases.get(version);
    if (!release) {
      release = reader
        .select()
        .from(formReleases)
        .where(eq(formReleases.version, version))
        .then(([row]) => {
          if (!row) throw new Error(`forms/ has no release ${version}`);
          return { version, forms: serverFormsOf(row.forms) };
        });
      releases.set(version, release);
      release.catch(() => releases.delete(version));
    }
    return release;
  };
  let checked: { at: number; latest: Promise<Release> } | null = null;
  return {
    of,
    latest() {
      const at = now().getTime();
      if (!checked || at - checked.at >= LATEST_RELEASE_CHECK_MS || at < checked.at) {
        const latest = db
          .select({ version: formReleases.version })
          .from(formReleases)
          .orderBy(desc(formReleases.version))
          .limit(1)
          .then(([row]) => of(row?.version ?? 1, db));
        checked = { at, latest };
        latest.catch(() => {
          if (checked?.latest === latest) checked = null;
        });
      }
      return checked.latest;
    },
  };
}
