import type {
  ConsumedProductFieldsFragment,
  DeploymentItemFieldsFragment,
  DeploymentRequestFieldsFragment,
  DeploymentStoreFieldsFragment,
  GetProductItemsQuery,
  MappedDeviceFieldsFragment,
} from '../../generated/graphql';

// The deployment operations answered as the contract shapes them (schema/deployment.graphql), each
// test saying what the server answers; every other call goes to the real server of the harness.

export type Answer = { data: unknown } | { errors: { message: string; extensions: Record<string, unknown> }[] };
export type Handler = (variables: { input: Record<string, unknown> }) => Answer | Promise<Answer>;

/** A refusal as the server words it. */
export function refusal(message: string, field?: string): Answer {
  return { errors: [{ message, extensions: { code: 'VALIDATION_ERROR', type: 'Invalid Request', message, ...(field ? { field } : {}) } }] };
}

export interface SentCall {
  operationName: string;
  variables: { input: Record<string, unknown> };
}

/** A fetch that answers the operations in `handlers` and passes every other one to `server`; `sent` records the answered ones. */
export function fakeFetch(server: typeof fetch, handlers: Record<string, Handler>) {
  const sent: SentCall[] = [];
  const fetchFn: typeof fetch = async (input, init) => {
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as { operationName?: string; variables?: { input: Record<string, unknown> } }) : null;
    const handler = body?.operationName ? handlers[body.operationName] : undefined;
    if (!body?.operationName || !handler) return server(input, init);
    const variables = body.variables ?? { input: {} };
    sent.push({ operationName: body.operationName, variables });
    const answer = await handler(variables);
    return new Response(JSON.stringify('errors' in answer ? { data: null, ...answer } : answer), { status: 200, headers: { 'content-type': 'application/json' } });
  };
  return { fetchFn, sent };
}

export function deploymentItem(overrides: Partial<DeploymentItemFieldsFragment> = {}): DeploymentItemFieldsFragment {
  return {
    id: 'item-1',
    storeId: 'store-1',
    storeName: 'Sai Krupa Stores, Andheri',
    productId: 'PRD-POS-A910',
    productName: 'Android POS A910',
    hardwareSubTypeName: null,
    quantity: 1,
    status: 'YET_TO_DEPLOY',
    deploymentRequestId: null,
    ...overrides,
  };
}

export function deploymentRequest(overrides: Partial<DeploymentRequestFieldsFragment> = {}): DeploymentRequestFieldsFragment {
  return {
    id: 'req-1',
    opportunityId: '1',
    storeId: 'store-1',
    productId: 'PRD-POS-A910',
    assetName: 'Android POS A910',
    assetId: null,
    acquirer: 'HDFC',
    storeName: 'Sai Krupa Stores, Andheri',
    address: { addressLine1: 'Shop 4, Link Road', addressLine2: null, landmark: null, city: 'Mumbai', cityId: null, state: 'Maharashtra', stateCode: 'MH', country: 'India', pinCode: '400053', latitude: null, longitude: null },
    crmTicketId: 'CRM-20931',
    posId: null,
    tid: '71000231',
    mid: '720000004455',
    revisionNumber: null,
    soundboxLink: null,
    workFlowState: 'REQUEST_RAISED',
    status: 'OPEN',
    upiTestTransactionProof: null,
    cardTestTransactionProof: null,
    isProductsConsumed: false,
    isLinkingDone: false,
    isCardTestApplicable: true,
    isUpiTestApplicable: true,
    isLinkingApplicable: true,
    acknowledgement: false,
    meTeamStatus: null,
    productsConsumedList: [],
    mappedDevicesList: [],
    closureRemarks: null,
    createdOn: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

export function consumedProduct(overrides: Partial<ConsumedProductFieldsFragment> = {}): ConsumedProductFieldsFragment {
  return { productItemId: 'pi-1', productItemNumber: 'PI-A9101001001', serialNumber: 'A9101001001', productName: 'Android POS A910', productType: 'POS', quantity: 1, ...overrides };
}

export function mappedDevice(overrides: Partial<MappedDeviceFieldsFragment> = {}): MappedDeviceFieldsFragment {
  return { serialNumber: 'SQRM1001001', productItemId: 'pi-q1', productName: 'Static QR Mini', productType: 'STATIC_QR', tid: null, posId: null, qrCodeId: 'QR-77001', isLinked: false, linkedAt: null, ...overrides };
}

type ProductItem = GetProductItemsQuery['getProductItems']['productItems'][number];

export function productItem(overrides: Partial<ProductItem> = {}): ProductItem {
  return {
    id: 'pi-1',
    productItemNumber: 'PI-A9101001001',
    productId: 'PRD-POS-A910',
    productType: 'POS',
    productName: 'Android POS A910',
    quantityOnHand: 1,
    serialNumber: 'A9101001001',
    secondarySerialNumber: null,
    workingCondition: 'WORKING',
    inTransit: false,
    receivingDate: '2026-11-01',
    location: { id: 'LOC-EMP1001', name: 'Asha', employeeId: 'EMP1001' },
    ...overrides,
  };
}

export function deploymentStore(overrides: Partial<DeploymentStoreFieldsFragment> = {}): DeploymentStoreFieldsFragment {
  return {
    id: 'store-1',
    merchantId: 'merchant-1',
    name: 'Sai Krupa Stores, Andheri',
    primaryContactId: null,
    pcId: null,
    documentType: null,
    documentNumber: null,
    address: { addressLine1: 'Shop 4, Link Road', addressLine2: null, landmark: null, city: 'Mumbai', cityId: null, state: 'Maharashtra', stateCode: 'MH', country: 'India', pinCode: '400053', latitude: null, longitude: null },
    isEditable: false,
    ...overrides,
  };
}

/** posDeployment's answer; the merchant's stores are those the items name unless given. */
export function posDeployment(
  items: DeploymentItemFieldsFragment[],
  deploymentRequests: DeploymentRequestFieldsFragment[],
  nextRequestAllowedAt: string | null = null,
  stores: DeploymentStoreFieldsFragment[] = [...new Map(items.map((i) => [i.storeId, deploymentStore({ id: i.storeId, name: i.storeName })])).values()],
): Answer {
  return { data: { posDeployment: { items, deploymentRequests, stores, nextRequestAllowedAt } } };
}
