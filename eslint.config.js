// The rules of DESIGN.md that a tool can hold, run by `npm test` (lint comes first) with zero warnings:
// the TypeScript rules, React's hooks rules, and the layers: what may import what, and no import cycles.
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/** A layer may import only from the folders named here (besides its own and packages). */
function layer(from, allowed, message) {
  const everything = ['src/domain', 'src/engine', 'src/api', 'src/app', 'src/server', 'generated'];
  return { target: `./${from}`, from: everything.filter((folder) => folder !== from && !allowed.includes(folder)).map((folder) => `./${folder}`), message };
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
          ],
        },
      ],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
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
