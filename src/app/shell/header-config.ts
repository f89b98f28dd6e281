// What the header bar shows on a route (spec section 2, global shell). Each route of the route table
// gives only what differs from the defaults; `headerLayout` turns a config into what is drawn.

/** Right-hand icons: help opens the FAQ, account opens the agent menu (name, id, Sign out). */
export type HeaderIcon = 'help' | 'account';

export interface HeaderConfig {
  /** Whether the header bar shows at all; default true. */
  visible: boolean;
  /** Title shown when there is no search box; default 'Home'. */
  title: string;
  /** The button that opens the app drawer; default false. */
  drawerButton: boolean;
  /** The button that goes one page back; default false. */
  backButton: boolean;
  /** A search box (with a clear button) in place of the title and icons; default false. */
  search: boolean;
  /** The search box's placeholder; default 'Search shops, names...'. */
  searchPlaceholder: string;
  /** Icons at the right-hand end, when there is no search box; default help and account. */
  icons: readonly HeaderIcon[];
}

export const DEFAULT_HEADER: HeaderConfig = Object.freeze({
  visible: true,
  title: 'Home',
  drawerButton: false,
  backButton: false,
  search: false,
  searchPlaceholder: 'Search shops, names...',
  icons: Object.freeze(['help', 'account'] as const),
});

export function headerConfig(overrides: Partial<HeaderConfig> = {}): HeaderConfig {
  return { ...DEFAULT_HEADER, ...overrides };
}

export type HeaderStart = 'drawer' | 'back';
export type HeaderMiddle = { kind: 'search'; placeholder: string } | { kind: 'title'; title: string };

export interface HeaderLayout {
  visible: boolean;
  start: readonly HeaderStart[];
  middle: HeaderMiddle;
  end: readonly HeaderIcon[];
}

/** The header as drawn: the drawer and back buttons first, then the search box, or else the title and the icons. */
export function headerLayout(config: HeaderConfig): HeaderLayout {
  const start: HeaderStart[] = [];
  if (config.drawerButton) start.push('drawer');
  if (config.backButton) start.push('back');
  if (config.search) {
    return { visible: config.visible, start, middle: { kind: 'search', placeholder: config.searchPlaceholder }, end: [] };
  }
  return { visible: config.visible, start, middle: { kind: 'title', title: config.title }, end: config.icons };
}
