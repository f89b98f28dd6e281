import { expect, test } from 'vitest';
import { budgets, bundleFigures, kb, type Figure } from '../../bench/bundle/bundle-figures';

// The size budgets of the build that the browser tests run (issue 14): gzipped JavaScript from
// dist/.vite/manifest.json, computed as `npm run bench:bundle` prints it.

const figures = await bundleFigures();
const told = (figure: Figure) => `${figure.name}: ${kb(figure.gzipBytes)} (budget ${kb(figure.budget ?? 0)}); heaviest: ${figure.chunks
  .slice(0, 3)
  .map((c) => `${c.file} ${kb(c.gzipBytes)}`)
  .join(', ')}`;

test(`the first load (/login and Home): at most ${kb(budgets.firstLoad)} of gzipped JavaScript`, () => {
  expect(figures.firstLoad.chunks.length).toBeGreaterThan(0);
  expect(figures.firstLoad.gzipBytes, told(figures.firstLoad)).toBeLessThanOrEqual(budgets.firstLoad);
});

test.each(figures.steps.map((figure) => [figure.name, figure] as const))(
  `%s: at most ${kb(budgets.stepOwn)} of gzipped JavaScript, its definition among them`,
  (_name, figure) => {
    // Nothing of its own would mean its definition is bundled with every step's.
    expect(figure.gzipBytes, told(figure)).toBeGreaterThan(0);
    expect(figure.gzipBytes, told(figure)).toBeLessThanOrEqual(budgets.stepOwn);
  },
);
