import { bundleFigures, kb, overBudget, type Figure } from './bundle/bundle-figures';

// `npm run bench:bundle`: the bundle budgets of the build in dist/ (bench/README.md).

const PACKAGES_SHOWN = 5;

function print(figure: Figure) {
  const verdict = figure.budget === null ? '(no budget)' : `${figure.gzipBytes <= figure.budget ? 'ok' : 'OVER'}, budget ${kb(figure.budget)}`;
  console.log(`${figure.name}: ${kb(figure.gzipBytes)} gzipped JS ${verdict}`);
  for (const chunk of figure.chunks) {
    const packages = chunk.packages.slice(0, PACKAGES_SHOWN).map((p) => `${p.name} ${kb(p.gzipBytes)}`);
    console.log(`    ${kb(chunk.gzipBytes).padStart(9)}  ${chunk.file}${packages.length ? `  (${packages.join(', ')})` : ''}`);
  }
}

const figures = await bundleFigures();
print(figures.firstLoad);
for (const screen of figures.stepScreens) print(screen);
for (const step of figures.steps) print(step);
if (!figures.hasModules) console.log('\nNo packages named: build with BUNDLE_MODULES=1 (as npm run bench:bundle does) to have them.');
const over = overBudget(figures);
console.log(over.length === 0 ? '\nEvery bundle budget is met.' : `\n${over.length} bundle budget(s) exceeded: ${over.map((f) => f.name).join('; ')}.`);
