import { useEffect } from 'react';
import { useNavigate, type NavigateOptions } from 'react-router-dom';

type Navigate = (to: string, options?: NavigateOptions) => void;

/** Navigation for code outside React (the API client sending an expired session to /login). */
export interface NavigationBridge {
  navigate: Navigate;
  /** Given the router's navigate by NavigationBridgeHost. */
  attach(navigate: Navigate): void;
}

export function createNavigationBridge(): NavigationBridge {
  let navigateNow: Navigate | null = null;
  // A call made before the router rendered is kept and made once it has.
  let pending: Parameters<Navigate> | null = null;
  return {
    navigate(to, options) {
      if (navigateNow) navigateNow(to, options);
      else pending = [to, options];
    },
    attach(navigate) {
      navigateNow = navigate;
      if (pending) {
        const [to, options] = pending;
        pending = null;
        navigate(to, options);
      }
    },
  };
}

/** Rendered inside the router: keeps the bridge's navigate current. */
export function NavigationBridgeHost({ bridge }: { bridge: NavigationBridge }) {
  const navigate = useNavigate();
  useEffect(() => {
    bridge.attach((to, options) => void navigate(to, options));
  }, [bridge, navigate]);
  return null;
}
