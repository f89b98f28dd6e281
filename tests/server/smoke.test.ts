import { afterAll, beforeAll, expect, test } from 'vitest';
import { demoAgent, gql, signInAs, startHarness, type Harness } from './harness';

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
});
afterAll(() => harness.close());

test('a signed-in agent lists their own seeded leads', async () => {
  const { accessToken } = await signInAs(harness, demoAgent('EMP1001').email);
  const result = await gql<{ leadList: { pageInfo: { totalElements: number } } }>(
    harness,
    '{ leadList(input: { size: 5 }) { pageInfo { totalElements } } }',
    {},
    { token: accessToken },
  );
  expect(result.data?.leadList.pageInfo.totalElements).toBe(220);
});
