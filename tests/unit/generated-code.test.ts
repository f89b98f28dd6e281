import { readFileSync } from 'node:fs';
import { generate } from '@graphql-codegen/cli';
import { expect, test } from 'vitest';
import config from '../../codegen';

test('generated/ is what `npm run codegen` makes from schema/ (run it and commit the result when this fails)', async () => {
  const outputs = await generate({ ...config, silent: true }, false);
  expect(outputs.length).toBeGreaterThan(0);
  for (const { filename, content } of outputs) {
    const onDisk = readFileSync(filename, 'utf8');
    expect(onDisk, `${filename} is stale`).toBe(content);
  }
}, 60_000);
