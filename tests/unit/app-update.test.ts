import { expect, test } from 'vitest';
import { updateKind } from '../../src/domain/app-update';

test('no prompt when the server reports no update or a version not newer than the running build', () => {
  expect(updateKind({ updateType: 'NONE', version: '9.0.0' }, '0.1.0')).toBe('none');
  expect(updateKind({ updateType: 'OPTIONAL', version: '0.1.0' }, '0.1.0')).toBe('none');
  expect(updateKind({ updateType: 'FORCED', version: '0.0.9' }, '0.1.0')).toBe('none');
});

test('a newer version prompts: forced blocks, optional can be dismissed', () => {
  expect(updateKind({ updateType: 'OPTIONAL', version: '0.2.0' }, '0.1.0')).toBe('optional');
  expect(updateKind({ updateType: 'FORCED', version: '0.1.1' }, '0.1.0')).toBe('forced');
  expect(updateKind({ updateType: 'OPTIONAL', version: '0.10.0' }, '0.9.3')).toBe('optional');
});
