import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// `npm run bench`: speed as ratios against a baseline measured in the same run (bench/README.md).
// Kept apart from vitest.config.ts so that `npm test` never runs a benchmark.
export default defineConfig({
  plugins: [react()],
  test: {
    name: 'bench',
    environment: 'jsdom',
    setupFiles: ['bench/setup.ts'],
    // Each candidate starts measuring from a collected heap (bench/step-form.bench.tsx calls gc()),
    // so one candidate's garbage is not collected on the next one's time.
    pool: 'forks',
    execArgv: ['--expose-gc'],
    benchmark: {
      include: ['bench/**/*.bench.{ts,tsx}'],
      reporters: ['default', './bench/ratio-reporter.ts'],
    },
  },
});
