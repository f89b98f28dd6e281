import type { Plugin } from 'vite';

/** Where the plugin writes its report, beside Vite's manifest in the build's output folder. */
export const bundleModulesFile = '.vite/bundle-modules.json';

/** Each chunk's file and, per source module in it, its rendered length in bytes (before minification). */
export type BundleModules = Record<string, Record<string, number>>;

/**
 * Writes which source modules each chunk holds, for the bundle budgets' report of the heaviest
 * packages. Only when BUNDLE_MODULES=1 asks for it: the report names every source file, and the
 * build ships no source maps for the same reason.
 */
export function bundleModules(): Plugin {
  return {
    name: 'bundle-modules',
    apply: 'build',
    generateBundle(_options, bundle) {
      if (process.env.BUNDLE_MODULES !== '1') return;
      const report: BundleModules = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        report[output.fileName] = Object.fromEntries(
          Object.entries(output.modules).map(([id, info]) => [id, info.renderedLength]),
        );
      }
      this.emitFile({ type: 'asset', fileName: bundleModulesFile, source: JSON.stringify(report) });
    },
  };
}
