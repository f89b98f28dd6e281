import type { IncomingMessage, ServerResponse } from 'node:http';

// The server's route table: every path the server answers itself (the API, the company sign-in, the
// log intake, files, the merchants' and the sandboxes' pages) is one entry, saying once how it
// matches, the methods it takes, the largest body it reads, whether its answers carry tokens and
// whether it is a sandbox's. app.ts answers requests (fetch), bounds bodies (the Node listener) and
// sets the security headers from this one table; a path no route claims is the built app's (static
// files, the drawn Home) or yoga's 404.

/** What answers a body over a route's limit: its media type and text. */
export interface TooLarge {
  contentType: string;
  body: string;
}

export interface Route {
  /** Exactly this path, or every path under this prefix. */
  path: { exactly: string } | { under: string };
  /** The methods it takes: any other is answered 405 with Allow. Unset where the route's answer judges the method itself. */
  methods?: readonly string[];
  /** The largest body it reads; a longer one is answered 413 unread. */
  maxBodyBytes: number;
  /** What a body over the limit is answered with, when not the plain JSON message. */
  bodyTooLarge?: (maxBodyBytes: number) => TooLarge;
  /** Its answers carry tokens or someone's data: never kept by a browser or a proxy (security-headers.ts). */
  carriesTokens: boolean;
  /** A sandbox's page: served only while the sandboxes are on (SANDBOXES); otherwise 404. */
  sandbox: boolean;
  answer(request: Request, clientAddress: string): Promise<Response>;
  /** Answers a Node request itself when it can (true), more cheaply than through `answer`; false to go through `answer`. */
  answerNode?: (req: IncomingMessage, res: ServerResponse) => boolean;
}

export interface RouteTable {
  /** The route that claims `pathname`, if one does. */
  at(pathname: string): Route | undefined;
  /** The route's answer to the request: 404 for a sandbox switched off, 405 for a method it does not take. */
  answer(route: Route, request: Request, clientAddress: string): Promise<Response>;
  /** Whether the answers at `pathname` carry tokens (also a switched-off sandbox's 404). */
  carriesTokens(pathname: string): boolean;
}

const NOT_FOUND = 'Not found';

const claims = ({ path }: Route, pathname: string) => ('exactly' in path ? pathname === path.exactly : pathname.startsWith(path.under));

export function createRouteTable(routes: readonly Route[], options: { sandboxes: boolean }): RouteTable {
  const at = (pathname: string) => routes.find((route) => claims(route, pathname));
  return {
    at,
    answer(route, request, clientAddress) {
      if (route.sandbox && !options.sandboxes) return Promise.resolve(new Response(NOT_FOUND, { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } }));
      if (route.methods && !route.methods.includes(request.method)) return Promise.resolve(new Response(null, { status: 405, headers: { allow: route.methods.join(', ') } }));
      return route.answer(request, clientAddress);
    },
    carriesTokens: (pathname) => at(pathname)?.carriesTokens ?? false,
  };
}
