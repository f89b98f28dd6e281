// The rules of DESIGN.md that a tool can hold, run by `npm test` (lint comes first) with zero warnings:
// the TypeScript rules, React's hooks rules, and the layers: what may import what, and no import cycles.
import { readdirSync } from 'node:fs';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/** A layer may import only from the folders named here (besides its own and packages). */
function layer(from, allowed, message) {
  const everything = ['src/domain', 'src/engine', 'src/api', 'src/app', 'src/server', 'generated'];
  return { target: `./${from}`, from: everything.filter((folder) => folder !== from && !allowed.includes(folder)).map((folder) => `./${folder}`), message };
}

/**
 * The feature folders of one side (`src/app/features`, `src/server/features`). A feature may use another
 * only through that feature's `index.ts`, its public face, never by reaching into its files; the
 * shared code below the features uses none of them. Only the side's top, which composes the features
 * (its `top` files), reaches into a feature's files, e.g. to load a screen lazily.
 */
function featureZones(side, top) {
  const root = `${side}/features`;
  const features = readdirSync(root, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name);
  const own = features.map((feature) => ({
    target: `./${root}/${feature}`,
    from: `./${root}`,
    except: [`./${feature}`, ...features.filter((other) => other !== feature).map((other) => `./${other}/index.ts`)],
    message: `a feature uses another only through its index.ts (DESIGN.md, "Layout").`,
  }));
  // The shared code: every file of the side outside the features and the top, now or added later.
  const shared = [];
  const walk = (dir) => {
    const prefix = dir ? `${side}/${dir}` : side;
    const here = top.filter((path) => (path.includes('/') ? path.slice(0, path.lastIndexOf('/')) : '') === dir);
    const topFiles = here.filter((path) => /\.tsx?$/.test(path)).map((path) => path.slice(path.lastIndexOf('/') + 1).replace(/\.tsx?$/, ''));
    const topFolders = here.filter((path) => !/\.tsx?$/.test(path)).map((path) => path.slice(path.lastIndexOf('/') + 1));
    const mixed = [...new Set(top.filter((path) => path.startsWith(dir ? `${dir}/` : '') && !here.includes(path)).map((path) => path.slice(dir ? dir.length + 1 : 0).split('/')[0]))];
    shared.push(topFiles.length ? `./${prefix}/!(${topFiles.join('|')}).@(ts|tsx)` : `./${prefix}/*.@(ts|tsx)`);
    const skipped = [...(dir ? [] : ['features']), ...topFolders, ...mixed];
    shared.push(skipped.length ? `./${prefix}/!(${skipped.join('|')})/**` : `./${prefix}/*/**`);
    for (const folder of mixed) walk(dir ? `${dir}/${folder}` : folder);
  };
  walk('');
  return [...own, { target: shared, from: `./${root}`, message: 'shared code sits below the features and uses none of them (DESIGN.md, "Layout").' }];
}

export default tseslint.config(
  { ignores: ['dist/**', 'generated/**', 'node_modules/**', 'data/**', 'coverage/**'] },
  // A disable comment that no longer disables anything is a claim the code has overtaken.
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [importX.createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
      // The files an import leads to are parsed as TypeScript too, or their own imports go unseen.
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx', '.js', '.mjs'] },
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      'import-x/no-useless-path-segments': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            layer('src/domain', [], 'domain imports nothing of ours: it is pure rules (DESIGN.md).'),
            layer('src/engine', ['src/domain', 'generated'], 'the engine knows no screen, no API client and no server (DESIGN.md).'),
            layer('src/api', ['src/domain', 'generated'], 'the API layer sits below the app (DESIGN.md).'),
            layer('src/server', ['src/domain', 'src/engine', 'generated'], 'the server never imports the app or its API client (DESIGN.md).'),
            ...featureZones('src/app', ['app.tsx', 'main.tsx', 'router.tsx', 'routes/route-table.ts', 'prerender-login.tsx']),
            ...featureZones('src/server', ['app.ts', 'context.ts', 'main.ts', 'start-server.ts', 'page-routes.ts', 'graphql/resolver-map.ts', 'graphql/input-guard.ts', 'seed']),
          ],
        },
      ],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
    },
  },
  {
    // Resolvers call down into data access and are composed only by the resolver map: a function that
    // another file needs does not live in a resolver file (DESIGN.md, "Layout").
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/server/graphql/resolver-map.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/*-resolvers', '**/*-resolvers.ts'], message: 'only the resolver map imports a resolver file.' }] }],
    },
  },
  {
    // React's code: the app, the engine's renderer and the web tests (the server's and the browser
    // tests' use* functions are envelop plugins and Playwright fixtures, not hooks).
    files: ['src/app/**/*.{ts,tsx}', 'src/engine/render/**/*.{ts,tsx}', 'tests/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
);
