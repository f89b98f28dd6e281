import { useEffect, useState, type ComponentType } from 'react';

/**
 * A part of the shell that no screen needs before it is usable (the agent menu, the notifications'
 * container), kept out of the first load: its chunk is fetched once the shell has
 * rendered, and the fallback stands in until it arrives. On a dead network the fallback stays, and
 * the next mount tries again.
 */
export function deferred<P extends object>(load: () => Promise<ComponentType<P>>, Fallback: ComponentType<P> = () => null): ComponentType<P> {
  let loaded: ComponentType<P> | null = null;
  return function Deferred(props: P) {
    const [component, setComponent] = useState<ComponentType<P> | null>(() => loaded);
    useEffect(() => {
      if (component) return;
      let mounted = true;
      load().then(
        (arrived) => {
          loaded = arrived;
          if (mounted) setComponent(() => arrived);
        },
        // The fallback stays until the next mount.
        () => undefined,
      );
      return () => {
        mounted = false;
      };
    }, [component]);
    const Component = component ?? Fallback;
    return <Component {...props} />;
  };
}
