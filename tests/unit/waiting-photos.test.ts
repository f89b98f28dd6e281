import { expect, test } from 'vitest';
import type { OutboxItem } from '../../src/app/offline/outbox-store';
import { waitingPhotos } from '../../src/app/features/documents/waiting-photos';

const item = (id: string, operation: string, input: Record<string, unknown>, failure: OutboxItem['failure'] = null): OutboxItem => ({
  id,
  operation,
  variables: { input },
  label: 'Photo: Shop',
  journey: null,
  savedAt: 0,
  failure,
});
const page = (dataUrl: string) => [{ pageNumber: 1, dataUrl, fileName: 'IMG_2042.jpg', contentType: 'image/jpeg' }];

test("a widget shows the photos of its kind that wait: new ones of its opportunity, and ones replacing its stored photos", () => {
  const items = [
    item('new-shop', 'CreateOpportunityDocument', { opportunityId: 12, document: { documentSubType: 'SHOPPHOTO', documentPages: page('data:image/jpeg;base64,AAA') } }),
    item('new-stock', 'CreateOpportunityDocument', { opportunityId: 12, document: { documentSubType: 'STOCKPHOTO', documentPages: page('data:image/jpeg;base64,BBB') } }),
    item('other-merchant', 'CreateOpportunityDocument', { opportunityId: 13, document: { documentSubType: 'SHOPPHOTO', documentPages: page('data:image/jpeg;base64,CCC') } }),
    item('retake', 'UpdateOpportunityDocument', { id: 'doc-7', documentPages: page('data:image/jpeg;base64,DDD') }, { title: 'Invalid Request', message: 'The file is not a photo.' }),
    item('retake-other', 'UpdateOpportunityDocument', { id: 'doc-9', documentPages: page('data:image/jpeg;base64,EEE') }),
    item('lead', 'CreateLead', { shop: { name: 'Sai Krupa Stores' } }),
  ];
  expect(waitingPhotos(items, { opportunityId: '12', subType: 'SHOPPHOTO', storedIds: ['doc-7'] })).toEqual([
    { id: 'new-shop', preview: 'data:image/jpeg;base64,AAA', failure: null },
    { id: 'retake', preview: 'data:image/jpeg;base64,DDD', failure: 'Invalid Request: The file is not a photo.' },
  ]);
});

test('a photo the outbox keeps as a Blob is shown from its Blob', () => {
  const photo = new Blob([new Uint8Array([0xff, 0xd8, 0xff])], { type: 'image/jpeg' });
  const items = [item('new-shop', 'CreateOpportunityDocument', { opportunityId: 12, document: { documentSubType: 'SHOPPHOTO', documentPages: [{ pageNumber: 1, dataUrl: photo }] } })];
  expect(waitingPhotos(items, { opportunityId: '12', subType: 'SHOPPHOTO', storedIds: [] })).toEqual([{ id: 'new-shop', preview: photo, failure: null }]);
});
