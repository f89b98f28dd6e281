import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// DESIGN.md's "Layout" says ESLint holds what may import what. Each case lints one import as if it
// were written in a real file of the project, with the project's own config, and shows which rule
// refuses it, so that the claim fails here if a rule is dropped or loosened.
const eslint = new ESLint({ cwd: process.cwd() });

async function refusals(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\nexport const used = imported;\n`, { filePath });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

describe('the layout rules ESLint holds', { timeout: 60_000 }, () => {
  it('refuses a feature reaching into another feature, and takes its index', async () => {
    expect(await refusals('src/app/features/forms-preview/new-file.ts', "import { enumCatalogue as imported } from '../onboarding/enum-catalogue';")).toContain(
      'import-x/no-restricted-paths',
    );
    expect(await refusals('src/app/features/forms-preview/new-file.ts', "import { enumCatalogue as imported } from '../onboarding';")).toEqual([]);
  });

  it('refuses shared code using a feature, and lets the top compose them', async () => {
    expect(await refusals('src/server/http/new-file.ts', "import { TRAINING_MEDIA_DIR as imported } from '../features/support/training-media';")).toContain(
      'import-x/no-restricted-paths',
    );
    expect(await refusals('src/app/shell/new-file.ts', "import { enumCatalogue as imported } from '../features/onboarding';")).toContain('import-x/no-restricted-paths');
    expect(await refusals('src/server/page-routes.ts', "import { TRAINING_MEDIA_DIR as imported } from './features/support/training-media';")).toEqual([]);
  });

  it('lets only the resolver map import a resolver file', async () => {
    expect(await refusals('src/server/features/leads/new-file.ts', "import { leadQueries as imported } from './lead-resolvers';")).toContain('no-restricted-imports');
    expect(await refusals('src/server/graphql/resolver-map.ts', "import { leadQueries as imported } from '../features/leads/lead-resolvers';")).toEqual([]);
  });

  it('keeps the layers: domain imports nothing of ours, the engine no app, the server no app', async () => {
    expect(await refusals('src/domain/new-file.ts', "import { compileStep as imported } from '../engine/compile';")).toContain('import-x/no-restricted-paths');
    expect(await refusals('src/engine/new-file.ts', "import { theme as imported } from '../app/theme';")).toContain('import-x/no-restricted-paths');
    expect(await refusals('src/server/new-file.ts', "import { theme as imported } from '../app/theme';")).toContain('import-x/no-restricted-paths');
  });
});
