import { getOperationAST } from 'graphql';
import { expect, test } from 'vitest';
import { operationDocument } from '../../src/app/journey/operation-documents';
import { isQueueable, queueableOperations } from '../../src/app/offline/queueable-operations';

test('every save that may wait on the phone is a mutation of schema/operations', () => {
  expect(queueableOperations.size).toBeGreaterThan(0);
  for (const name of queueableOperations.keys()) {
    const document = operationDocument(name);
    expect(document, name).not.toBeNull();
    expect(document && getOperationAST(document)?.operation, name).toBe('mutation');
  }
});

test.each(['SsoLoginInternal', 'ProcessPennyDrop', 'CreateDigiLockerRequest', 'InitiatePayment', 'PerformOCR', 'PerformFaceMatch', 'CreateEMandate', 'BankAccountStep_Save', 'KycDetailsStep_Save', 'PanDetailStep_Save'])(
  '%s needs the network when it is made, and never waits on the phone',
  (name) => {
    expect(operationDocument(name), name).not.toBeNull();
    expect(isQueueable(name, { input: { opportunityId: 7, merchantId: 'acc-1', id: 'lead-1' } })).toBe(false);
  },
);

test('a new lead may always wait', () => {
  expect(isQueueable('CreateLead', { input: { shop: { name: 'Sai Krupa Stores' } } })).toBe(true);
});

test("a lead's first Business Details save, which makes its opportunity, needs the network; a later one may wait", () => {
  expect(isQueueable('BusinessDetailsStep_Save', { input: { leadId: 'lead-1', name: 'Sai Krupa Stores' } })).toBe(false);
  expect(isQueueable('BusinessDetailsStep_Save', { input: { leadId: 'lead-1', opportunityId: null } })).toBe(false);
  expect(isQueueable('BusinessDetailsStep_Save', { input: { leadId: 'lead-1', opportunityId: 12 } })).toBe(true);
});

test('Multi Stores may wait only once its opportunity has a merchant account', () => {
  expect(isQueueable('MultiStoresStep_Save', { input: { opportunityId: 12, merchantId: '' } })).toBe(false);
  expect(isQueueable('MultiStoresStep_Save', { input: { opportunityId: 12 } })).toBe(false);
  expect(isQueueable('MultiStoresStep_Save', { input: { opportunityId: 12, merchantId: 'acc-1' } })).toBe(true);
});

test("a photo may wait once its opportunity exists, or once the photo it replaces is stored", () => {
  expect(isQueueable('CreateOpportunityDocument', { input: { opportunityId: '12', document: { documentSubType: 'SELFIE' } } })).toBe(true);
  expect(isQueueable('CreateOpportunityDocument', { input: { document: { documentSubType: 'SELFIE' } } })).toBe(false);
  expect(isQueueable('UpdateOpportunityDocument', { input: { id: 'doc-1' } })).toBe(true);
  expect(isQueueable('UpdateOpportunityDocument', { input: {} })).toBe(false);
});
