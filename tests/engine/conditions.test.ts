import { describe, expect, test } from 'vitest';
import { conditionFields, evaluateCondition, ruleOptions, type ConditionScope } from '../../src/engine/conditions';
import type { Condition, StepContext } from '../../src/engine/definition';
import type { RuleBook } from '../../src/engine/rules';
import { readFormsBundle, ruleBook } from '../../src/server/forms/forms-on-disk';

// Conditions (visibleWhen, requiredWhen, rule cases) and the option lists of the real rule tables
// in forms/rules/, as the spec describes them.

const rules = ruleBook(readFormsBundle());

function scope(values: unknown = {}, context: StepContext = {}, item?: unknown): ConditionScope {
  return { values, context, rules, item };
}

const holds = (condition: Condition, values: unknown = {}, context: StepContext = {}, item?: unknown) =>
  evaluateCondition(condition, scope(values, context, item));

/** The option codes a rule table offers. */
const codes = (rule: string, context: StepContext = {}, values: unknown = {}) => ruleOptions(rule, scope(values, context)).map((o) => o.value);

describe('field conditions', () => {
  const values = { input: { ownershipType: 'FIRM', revenue: 0, gstin: '  ', products: [], stores: ['a'], isPrimary: false } };

  test('equals', () => {
    expect(holds({ field: 'input.ownershipType', equals: 'FIRM' }, values)).toBe(true);
    expect(holds({ field: 'input.ownershipType', equals: 'LLP' }, values)).toBe(false);
    expect(holds({ field: 'input.revenue', equals: 0 }, values)).toBe(true);
    expect(holds({ field: 'input.revenue', equals: '0' }, values)).toBe(false);
    expect(holds({ field: 'input.isPrimary', equals: false }, values)).toBe(true);
    expect(holds({ field: 'input.missing', equals: null }, values)).toBe(false);
  });

  test('in', () => {
    expect(holds({ field: 'input.ownershipType', in: ['FIRM', 'LLP'] }, values)).toBe(true);
    expect(holds({ field: 'input.ownershipType', in: ['LLP', 'COMPANY'] }, values)).toBe(false);
    expect(holds({ field: 'input.missing', in: ['FIRM'] }, values)).toBe(false);
  });

  test('filled: blank text and empty lists are not filled; zero and false are', () => {
    expect(holds({ field: 'input.ownershipType', filled: true }, values)).toBe(true);
    expect(holds({ field: 'input.gstin', filled: true }, values)).toBe(false);
    expect(holds({ field: 'input.gstin', filled: false }, values)).toBe(true);
    expect(holds({ field: 'input.products', filled: true }, values)).toBe(false);
    expect(holds({ field: 'input.stores', filled: true }, values)).toBe(true);
    expect(holds({ field: 'input.revenue', filled: true }, values)).toBe(true);
    expect(holds({ field: 'input.isPrimary', filled: true }, values)).toBe(true);
    expect(holds({ field: 'input.missing', filled: false }, values)).toBe(true);
  });

  test('a bare field condition means filled', () => {
    expect(holds({ field: 'input.ownershipType' }, values)).toBe(true);
    expect(holds({ field: 'input.gstin' }, values)).toBe(false);
  });

  test('a path through something that is not an object is simply not there', () => {
    expect(holds({ field: 'input.ownershipType.code', filled: true }, values)).toBe(false);
    expect(holds({ field: 'input.a.b.c', filled: false }, undefined)).toBe(true);
  });
});

describe('context conditions', () => {
  test('equals, in, and filled', () => {
    expect(holds({ context: 'isMiniFlow', equals: true }, {}, { isMiniFlow: true })).toBe(true);
    expect(holds({ context: 'isMiniFlow', equals: true }, {}, { isMiniFlow: false })).toBe(false);
    expect(holds({ context: 'isMiniFlow', equals: true }, {}, {})).toBe(false);
    expect(holds({ context: 'ownershipType', in: ['PARTNERSHIP', 'LLP'] }, {}, { ownershipType: 'LLP' })).toBe(true);
    expect(holds({ context: 'ownershipType', in: ['PARTNERSHIP', 'LLP'] }, {}, { ownershipType: 'FIRM' })).toBe(false);
    expect(holds({ context: 'gstin' }, {}, { gstin: '27AAACR5055K1Z7' })).toBe(true);
    expect(holds({ context: 'gstin' }, {}, { gstin: '' })).toBe(false);
    expect(holds({ context: 'gstin' }, {}, { gstin: null })).toBe(false);
  });

  test('the form values do not answer a context condition', () => {
    expect(holds({ context: 'ownershipType', equals: 'FIRM' }, { ownershipType: 'FIRM', input: { ownershipType: 'FIRM' } }, {})).toBe(false);
  });
});

describe('rule conditions: membership of a set table', () => {
  test('blocked-mccs: betting (7995) is blocked, a grocery (5411) is not', () => {
    expect(rules['blocked-mccs']?.kind).toBe('set');
    expect(holds({ rule: 'blocked-mccs', of: 'input.mccCode' }, { input: { mccCode: '7995' } })).toBe(true);
    expect(holds({ rule: 'blocked-mccs', of: 'input.mccCode' }, { input: { mccCode: '5411' } })).toBe(false);
  });

  test('a number is looked up like the code it spells', () => {
    expect(holds({ rule: 'blocked-mccs', of: 'input.mccCode' }, { input: { mccCode: 6010 } })).toBe(true);
  });

  test('an empty value is not a member', () => {
    expect(holds({ rule: 'blocked-mccs', of: 'input.mccCode' }, { input: {} })).toBe(false);
    expect(holds({ rule: 'blocked-mccs', of: 'input.mccCode' }, { input: { mccCode: null } })).toBe(false);
  });

  test('a table that is not a set, or no table, answers no', () => {
    expect(holds({ rule: 'lead-products', of: 'input.product' }, { input: { product: 'POS_DEVICE' } })).toBe(false);
    expect(holds({ rule: 'no-such-table', of: 'input.mccCode' }, { input: { mccCode: '5812' } })).toBe(false);
  });

  test('inherited object keys are not members', () => {
    expect(holds({ rule: 'blocked-mccs', of: 'input.mccCode' }, { input: { mccCode: 'toString' } })).toBe(false);
  });
});

describe('all, any, not', () => {
  const firm = { input: { ownershipType: 'FIRM', gstin: '' } };
  const isFirm: Condition = { field: 'input.ownershipType', equals: 'FIRM' };
  const hasGstin: Condition = { field: 'input.gstin', filled: true };

  test('all holds only when every part holds', () => {
    expect(holds({ all: [isFirm, { not: hasGstin }] }, firm)).toBe(true);
    expect(holds({ all: [isFirm, hasGstin] }, firm)).toBe(false);
  });

  test('any holds when one part holds', () => {
    expect(holds({ any: [hasGstin, isFirm] }, firm)).toBe(true);
    expect(holds({ any: [hasGstin, { context: 'isMiniFlow', equals: true }] }, firm, { isMiniFlow: false })).toBe(false);
  });

  test('not', () => {
    expect(holds({ not: isFirm }, firm)).toBe(false);
    expect(holds({ not: hasGstin }, firm)).toBe(true);
  });

  test('nested, mixing fields, context and rules', () => {
    const condition: Condition = {
      any: [
        { all: [{ context: 'isMiniFlow', equals: true }, { not: { field: 'input.gstin', filled: true } }] },
        { rule: 'blocked-mccs', of: 'input.mccCode' },
      ],
    };
    expect(holds(condition, { input: { gstin: '' } }, { isMiniFlow: true })).toBe(true);
    expect(holds(condition, { input: { gstin: 'X' } }, { isMiniFlow: true })).toBe(false);
    expect(holds(condition, { input: { gstin: 'X', mccCode: '4511' } }, { isMiniFlow: true })).toBe(true);
  });
});

describe("item.* paths read the repeater item, not the form", () => {
  const values = { input: { documentType: 'GST', stores: [{ documentType: '' }, { documentType: 'GST' }] } };

  test('the same condition differs per item', () => {
    const condition: Condition = { field: 'item.documentType', filled: true };
    expect(holds(condition, values, {}, values.input.stores[0])).toBe(false);
    expect(holds(condition, values, {}, values.input.stores[1])).toBe(true);
  });

  test('nested item paths and rules on item values', () => {
    expect(holds({ field: 'item.address.stateCode', equals: 'MH' }, values, {}, { address: { stateCode: 'MH' } })).toBe(true);
    expect(holds({ rule: 'blocked-mccs', of: 'item.mccCode' }, {}, {}, { mccCode: '1409' })).toBe(true);
  });

  test('outside a repeater, item paths read nothing', () => {
    expect(holds({ field: 'item.documentType', filled: true }, values)).toBe(false);
  });
});

describe('conditionFields lists the paths a condition reads', () => {
  test('fields and rule lookups, through all, any and not; context reads no field', () => {
    const condition: Condition = {
      all: [
        { field: 'input.businessProofType', in: ['GSTIN_MANUAL'] },
        { any: [{ rule: 'blocked-mccs', of: 'input.mccCode' }, { not: { field: 'item.documentType', filled: true } }] },
        { context: 'isMiniFlow', equals: true },
      ],
    };
    expect(conditionFields(condition)).toEqual(['input.businessProofType', 'input.mccCode', 'item.documentType']);
  });

  test('nothing for no condition or a context condition', () => {
    expect(conditionFields(undefined)).toEqual([]);
    expect(conditionFields({ context: 'gstin' })).toEqual([]);
  });
});

describe('lead-products (spec section 6)', () => {
  test('a partner (PowerPartner) may only choose SQR Mini and DQR Mini', () => {
    expect(ruleOptions('lead-products', scope({}, { isPartner: true }))).toEqual([
      { value: 'SQR_MINI', label: 'SQR Mini' },
      { value: 'DQR_MINI', label: 'DQR Mini' },
    ]);
  });

  test('a normal user chooses from the five products', () => {
    const five = [
      { value: 'POS_DEVICE', label: 'POS Device' },
      { value: 'VOICE_POD', label: 'Voice Pod' },
      { value: 'SQR_MINI', label: 'SQR Mini' },
      { value: 'DQR_MINI', label: 'DQR Mini' },
      { value: 'VOICE_POD_PRO', label: 'Voice Pod Pro' },
    ];
    expect(ruleOptions('lead-products', scope({}, { isPartner: false }))).toEqual(five);
    expect(ruleOptions('lead-products', scope({}, {}))).toEqual(five);
  });
});

describe('business-proof-options by ownership type (spec section 4)', () => {
  // The options follow the ownership type chosen on the form, in the journey's flow.
  const proof = (ownershipType: string | null, context: StepContext = {}) => scope({ input: { ownershipType } }, { isMiniFlow: false, ...context });
  const proofCodes = (ownershipType: string | null, context: StepContext = {}) => ruleOptions('business-proof-options', proof(ownershipType, context)).map((o) => o.value);

  test('Proprietorship: GSTIN manual, Shop and Establishment, Trade License', () => {
    expect(ruleOptions('business-proof-options', proof('PROPRIETORSHIP'))).toEqual([
      { value: 'GSTIN_MANUAL', label: 'GSTIN (manual)' },
      { value: 'SHOP_AND_ESTABLISHMENT', label: 'Shop and Establishment' },
      { value: 'TRADE_LICENSE', label: 'Trade License' },
    ]);
  });

  test('an empty ownership type counts as proprietorship', () => {
    const proprietorship = proofCodes('PROPRIETORSHIP');
    expect(proofCodes('')).toEqual(proprietorship);
    expect(proofCodes(null)).toEqual(proprietorship);
    expect(ruleOptions('business-proof-options', scope({}, {})).map((o) => o.value)).toEqual(proprietorship);
  });

  test('Firm: GSTIN manual and LLPIN', () => {
    expect(proofCodes('FIRM')).toEqual(['GSTIN_MANUAL', 'LLPIN']);
  });

  test.each(['COMPANY', 'PRIVATE_LIMITED_COMPANY', 'PUBLIC_LIMITED_COMPANY'])('company type %s: CIN only', (ownershipType) => {
    expect(proofCodes(ownershipType)).toEqual(['CIN']);
  });

  test('LLP: the LLPIN', () => {
    expect(ruleOptions('business-proof-options', proof('LLP'))).toEqual([{ value: 'LLPIN', label: 'LLP (LLPIN)' }]);
  });

  test('Partnership: GSTIN, Shop and Establishment, Trade License', () => {
    expect(proofCodes('PARTNERSHIP')).toEqual(['GSTIN_MANUAL', 'SHOP_AND_ESTABLISHMENT', 'TRADE_LICENSE']);
  });

  test.each(['PROPRIETORSHIP', 'PARTNERSHIP', 'FIRM', 'COMPANY', 'LLP', ''])('mini flow (%s): only GSTIN and Udyam', (ownershipType) => {
    expect(ruleOptions('business-proof-options', proof(ownershipType, { isMiniFlow: true }))).toEqual([
      { value: 'GSTIN_MANUAL', label: 'GSTIN (manual)' },
      { value: 'UDYAM', label: 'Udyam' },
    ]);
  });

  test('the auto-fetched GSTIN option is added, last, when a GSTIN was fetched for the PAN', () => {
    const gstin = '27AAACR5055K1Z7';
    expect(ruleOptions('business-proof-options', proof('PROPRIETORSHIP', { gstin }))).toEqual([
      { value: 'GSTIN_MANUAL', label: 'GSTIN (manual)' },
      { value: 'SHOP_AND_ESTABLISHMENT', label: 'Shop and Establishment' },
      { value: 'TRADE_LICENSE', label: 'Trade License' },
      { value: 'GSTIN_AUTO_FETCHED', label: 'GSTIN (auto-fetched)' },
    ]);
    expect(proofCodes('COMPANY', { gstin })).toEqual(['CIN', 'GSTIN_AUTO_FETCHED']);
    expect(proofCodes('COMPANY', { gstin: '' })).toEqual(['CIN']);
  });
});

describe('business-types (spec section 3)', () => {
  test('petroleum is hidden in the mini flow', () => {
    expect(ruleOptions('business-types', scope({}, { isMiniFlow: true }))).toEqual([{ value: 'RETAIL', label: 'Retail Merchant' }]);
  });

  test('the standard flow offers retail and petroleum', () => {
    expect(ruleOptions('business-types', scope({}, { isMiniFlow: false }))).toEqual([
      { value: 'RETAIL', label: 'Retail Merchant' },
      { value: 'PETROLEUM', label: 'Petroleum' },
    ]);
  });
});

describe('ownership-list (spec section 4)', () => {
  test.each([[''], [null], ['PROPRIETORSHIP']])('ownership %j from the PAN gives proprietorship', (ownershipType) => {
    expect(ruleOptions('ownership-list', scope({}, { ownershipType }))).toEqual([{ value: 'PROPRIETORSHIP', label: 'Proprietorship' }]);
  });

  test('no ownership type at all gives proprietorship', () => {
    expect(codes('ownership-list', {})).toEqual(['PROPRIETORSHIP']);
  });

  test.each(['PARTNERSHIP', 'LLP'])('%s gives partnership', (ownershipType) => {
    expect(ruleOptions('ownership-list', scope({}, { ownershipType }))).toEqual([{ value: 'PARTNERSHIP', label: 'Partnership' }]);
  });
});

describe('ruleOptions of other tables', () => {
  test('a set table offers each member with what it means', () => {
    expect(ruleOptions('blocked-mccs', scope())).toContainEqual({ value: '7995', label: 'Blocked merchant category' });
    expect(ruleOptions('blocked-mccs', scope())).toHaveLength(Object.keys((rules['blocked-mccs'] as { values: object }).values).length);
  });

  test('a table that does not exist offers nothing', () => {
    expect(ruleOptions('no-such-table', scope())).toEqual([]);
  });

  test('an options table with no case that holds offers only its additions', () => {
    const book: RuleBook = {
      proofs: {
        kind: 'options',
        cases: [{ when: { context: 'isPartner', equals: true }, options: [{ value: 'A', label: 'A' }] }],
        additions: [{ when: { field: 'input.extra', filled: true }, options: [{ value: 'X', label: 'Extra' }] }],
      },
    };
    expect(ruleOptions('proofs', { values: { input: { extra: 'yes' } }, context: {}, rules: book })).toEqual([{ value: 'X', label: 'Extra' }]);
    expect(ruleOptions('proofs', { values: {}, context: {}, rules: book })).toEqual([]);
  });

  test('the first case that holds wins', () => {
    const book: RuleBook = {
      ordered: {
        kind: 'options',
        cases: [
          { when: { field: 'input.a', filled: true }, options: [{ value: 'first', label: 'First' }] },
          { when: { field: 'input.b', filled: true }, options: [{ value: 'second', label: 'Second' }] },
          { options: [{ value: 'otherwise', label: 'Otherwise' }] },
        ],
      },
    };
    const chosen = (values: unknown) => ruleOptions('ordered', { values, context: {}, rules: book }).map((o) => o.value);
    expect(chosen({ input: { a: 1, b: 1 } })).toEqual(['first']);
    expect(chosen({ input: { b: 1 } })).toEqual(['second']);
    expect(chosen({})).toEqual(['otherwise']);
  });
});
