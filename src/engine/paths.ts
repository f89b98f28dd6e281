// Dotted paths ('input.shop.name') into plain nested objects: how bind paths reach values.

export function pathSegments(path: string): string[] {
  return path.split('.');
}

export function getPath(source: unknown, path: string): unknown {
  return getAt(source, pathSegments(path));
}

/** getPath with the path already split, for loops that read the same paths many times. */
export function getAt(source: unknown, segments: readonly string[]): unknown {
  let current: unknown = source;
  for (const segment of segments) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[segment];
  }
  return current;
}

/** A copy of `target` with `value` at `path`; objects on the way are created or copied, never shared. */
export function setPath<T extends Record<string, unknown>>(target: T, path: string, value: unknown): T {
  const [head, ...rest] = pathSegments(path);
  if (head === undefined) return target;
  const next = { ...target } as Record<string, unknown>;
  if (rest.length === 0) {
    next[head] = value;
  } else {
    const child = next[head];
    next[head] = setPath(child && typeof child === 'object' && !Array.isArray(child) ? (child as Record<string, unknown>) : {}, rest.join('.'), value);
  }
  return next as T;
}

/** The path relative to a repeater item ('item.name' -> 'name'). */
export function itemRelative(path: string): string {
  return path.startsWith('item.') ? path.slice('item.'.length) : path;
}
