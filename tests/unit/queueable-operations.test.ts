import { getOperationAST } from 'graphql';
import { expect, test } from 'vitest';
import { operationDocument } from '../../src/app/onboarding/operation-documents';
import { queueableOperations } from '../../src/domain/queueable-operations';

test('every save that may wait on the phone is a mutation of schema/operations', () => {
  expect(queueableOperations.size).toBeGreaterThan(0);
  for (const name of queueableOperations) {
    const document = operationDocument(name);
    expect(document, name).not.toBeNull();
    expect(document && getOperationAST(document)?.operation, name).toBe('mutation');
  }
});

test.each(['SsoLoginInternal', 'ProcessPennyDrop', 'CreateDigiLockerRequest', 'InitiatePayment', 'PerformOCR', 'PerformFaceMatch', 'CreateEMandate', 'BankAccountStep_Save', 'KycDetailsStep_Save', 'PanDetailStep_Save'])(
  '%s needs the network when it is made, and never waits on the phone',
  (name) => {
    expect(operationDocument(name), name).not.toBeNull();
    expect(queueableOperations.has(name)).toBe(false);
  },
);
