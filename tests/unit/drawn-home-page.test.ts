import { expect, test } from 'vitest';
import { scriptJson } from '../../src/server/http/drawn-home';

// The answers drawn Home carries go into a JSON script element (src/server/http/drawn-home.ts):
// what agents and merchants typed (a shop's name) must neither close it nor run.

test('text that would close the script element or open a comment is escaped, and reads back the same', () => {
  const answers = [{ key: 1, data: { leadList: { leads: [{ shop: { name: '</script><script>alert(1)</script><!-- \u2028\u2029' } }] } } }];
  const json = scriptJson(answers);
  expect(json).not.toMatch(/<\/?script|<!--|\u2028|\u2029/i);
  expect(JSON.parse(json)).toEqual(answers);
});
