import { describe, expect, test } from 'vitest';
import { DEFAULT_HEADER, headerConfig, headerLayout } from '../../src/app/shell/header-config';

describe('header config', () => {
  test("defaults: visible, title 'Home', placeholder 'Search shops, names...', no back button, no drawer, no search", () => {
    expect(DEFAULT_HEADER).toEqual({
      visible: true,
      title: 'Home',
      drawerButton: false,
      backButton: false,
      search: false,
      searchPlaceholder: 'Search shops, names...',
      icons: ['help', 'account'],
    });
    expect(headerConfig()).toEqual(DEFAULT_HEADER);
    expect(headerConfig({ title: 'FAQ' })).toEqual({ ...DEFAULT_HEADER, title: 'FAQ' });
  });

  test('the defaults cannot be changed by accident', () => {
    expect(Object.isFrozen(DEFAULT_HEADER)).toBe(true);
    const config = headerConfig();
    config.title = 'Changed';
    expect(DEFAULT_HEADER.title).toBe('Home');
  });
});

describe('headerLayout', () => {
  test('by default: the title and the right-hand icons, nothing at the start', () => {
    expect(headerLayout(headerConfig())).toEqual({ visible: true, start: [], middle: { kind: 'title', title: 'Home' }, end: ['help', 'account'] });
  });

  test('a search box takes the place of the title and the icons', () => {
    expect(headerLayout(headerConfig({ drawerButton: true, search: true }))).toEqual({
      visible: true,
      start: ['drawer'],
      middle: { kind: 'search', placeholder: 'Search shops, names...' },
      end: [],
    });
    expect(headerLayout(headerConfig({ search: true, searchPlaceholder: 'Search FAQ' })).middle).toEqual({ kind: 'search', placeholder: 'Search FAQ' });
  });

  test('the drawer button comes before the back button; icons are as configured', () => {
    const layout = headerLayout(headerConfig({ drawerButton: true, backButton: true, title: 'Leads listing', icons: ['account'] }));
    expect(layout.start).toEqual(['drawer', 'back']);
    expect(layout.middle).toEqual({ kind: 'title', title: 'Leads listing' });
    expect(layout.end).toEqual(['account']);
  });

  test('a hidden header says so', () => {
    expect(headerLayout(headerConfig({ visible: false })).visible).toBe(false);
  });
});
