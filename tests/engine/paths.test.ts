import { describe, expect, test } from 'vitest';
import { getPath, itemRelative, pathSegments, setPath } from '../../src/engine/paths';

// Bind paths ('input.shop.name') into the form's values and the operation's variables.

describe('getPath', () => {
  const values = { input: { shop: { name: 'Sharma Kirana', address: null }, product: ['POS_DEVICE', 'VOICE_POD'], revenue: 0, isPrimary: false } };

  test('reads nested values, including falsy ones', () => {
    expect(getPath(values, 'input.shop.name')).toBe('Sharma Kirana');
    expect(getPath(values, 'input.revenue')).toBe(0);
    expect(getPath(values, 'input.isPrimary')).toBe(false);
    expect(getPath(values, 'input.shop.address')).toBeNull();
    expect(getPath(values, 'input.product')).toEqual(['POS_DEVICE', 'VOICE_POD']);
  });

  test('reads list items by index', () => {
    expect(getPath(values, 'input.product.1')).toBe('VOICE_POD');
    expect(getPath({ stores: [{ name: 'Main road' }] }, 'stores.0.name')).toBe('Main road');
  });

  test('a path that is not there is undefined, whatever is in the way', () => {
    expect(getPath(values, 'input.shop.phone')).toBeUndefined();
    expect(getPath(values, 'input.shop.address.city')).toBeUndefined();
    expect(getPath(values, 'input.shop.name.first')).toBeUndefined();
    expect(getPath(values, 'input.revenue.amount')).toBeUndefined();
    expect(getPath(undefined, 'input.shop')).toBeUndefined();
    expect(getPath(null, 'input')).toBeUndefined();
    expect(getPath('text', 'length')).toBeUndefined();
  });
});

describe('setPath', () => {
  test('creates the objects on the way', () => {
    expect(setPath({}, 'input.shop.address.pincode', '411001')).toEqual({ input: { shop: { address: { pincode: '411001' } } } });
  });

  test('keeps what is beside the path', () => {
    const values = { input: { shop: { name: 'Sharma Kirana' }, notes: 'x' }, other: 1 };
    expect(setPath(values, 'input.shop.address.city', 'Pune')).toEqual({
      input: { shop: { name: 'Sharma Kirana', address: { city: 'Pune' } }, notes: 'x' },
      other: 1,
    });
  });

  test('replaces a value that is there', () => {
    expect(setPath({ input: { name: 'old' } }, 'input.name', 'new')).toEqual({ input: { name: 'new' } });
  });

  test('replaces a non-object in the way with an object', () => {
    expect(setPath({ input: { shop: 'Sharma Kirana' } }, 'input.shop.name', 'Sharma Kirana')).toEqual({ input: { shop: { name: 'Sharma Kirana' } } });
    expect(setPath({ input: { shop: null } }, 'input.shop.name', 'A')).toEqual({ input: { shop: { name: 'A' } } });
  });

  test('returns a copy and never mutates its input, at any depth', () => {
    const values = { input: { shop: { name: 'Sharma Kirana', address: { city: 'Pune' } } } };
    const before = structuredClone(values);
    const next = setPath(values, 'input.shop.address.city', 'Mumbai');
    expect(values).toEqual(before);
    expect(next).not.toBe(values);
    expect(next.input).not.toBe(values.input);
    expect(next.input.shop).not.toBe(values.input.shop);
    expect(next.input.shop.address).not.toBe(values.input.shop.address);
    expect(next.input.shop.address.city).toBe('Mumbai');
  });

  test('a later change to the copy does not reach the original', () => {
    const values = { input: { shop: { name: 'A' } } };
    const next = setPath(values, 'input.shop.name', 'B');
    (next.input.shop as { name: string }).name = 'C';
    expect(values.input.shop.name).toBe('A');
  });

  test('stores any value, including lists and undefined', () => {
    expect(setPath({}, 'input.product', ['SQR_MINI'])).toEqual({ input: { product: ['SQR_MINI'] } });
    const cleared = setPath({ input: { notes: 'x' } }, 'input.notes', undefined);
    expect(cleared).toEqual({ input: {} });
    expect(Object.hasOwn(cleared.input, 'notes')).toBe(true);
  });
});

describe('pathSegments', () => {
  test('splits a bind path at its dots', () => {
    expect(pathSegments('input.shop.address.pincode')).toEqual(['input', 'shop', 'address', 'pincode']);
    expect(pathSegments('input')).toEqual(['input']);
  });
});

describe('itemRelative', () => {
  test("drops the leading 'item.' of a repeater item's path", () => {
    expect(itemRelative('item.name')).toBe('name');
    expect(itemRelative('item.address.pinCode')).toBe('address.pinCode');
  });

  test('leaves every other path alone', () => {
    expect(itemRelative('input.stores')).toBe('input.stores');
    expect(itemRelative('items.name')).toBe('items.name');
    expect(itemRelative('name')).toBe('name');
    expect(itemRelative('input.item.name')).toBe('input.item.name');
  });
});
