// The server's own HTML pages (the merchants' KYC and PO pages, the sandboxes' pages, the refused
// form's page) are written with `html` and drawn in one shell by `htmlPage`. Every value put into an
// `html` template is escaped, so that whatever an agent or a merchant typed is shown, never run,
// unless it is HTML of ours already: another `html` template's result, or a list of them.

/** HTML made by `html`: put into another template as it is. Only this module makes one. */
class Html {
  readonly #text: string;
  constructor(text: string) {
    this.#text = text;
  }
  toString(): string {
    return this.#text;
  }
}

/** What a template may hold: text (escaped), a number, HTML of ours, a list of them; nothing (null, undefined, false) draws nothing. */
export type HtmlValue = Html | string | number | null | undefined | false | readonly HtmlValue[];

export type { Html };

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function render(value: HtmlValue): string {
  if (value instanceof Html) return value.toString();
  if (Array.isArray(value)) return value.map(render).join('');
  if (value === null || value === undefined || value === false) return '';
  return escape(String(value));
}

/** A tagged template whose values are escaped for text and for quoted attribute values alike. */
export function html(strings: TemplateStringsArray, ...values: readonly HtmlValue[]): Html {
  return new Html(strings.reduce((made, text, i) => made + render(values[i - 1] as HtmlValue) + text));
}

/**
 * The look every page shares; a page adds its own rules in `style`. Style sheets are the server's
 * own text, never a value someone typed, and are not escaped (a style element's text is not HTML).
 */
const BASE_STYLE = `
  body { margin: 0; font-family: system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; color: #212529; background: #f8f9fa; }
  header { background: #2f9e44; color: #fff; padding: 12px 16px; font-size: 18px; font-weight: 600; }
  main { max-width: 480px; margin: 0 auto; padding: 16px; }
`;

export interface HtmlPage {
  /** The browser tab's title. */
  title: string;
  /** The bar at the top of the page; the title when not given. */
  header?: string;
  /** The page's own style rules, after the shared ones. */
  style: string;
  body: Html;
  status?: number;
  /** More headers (cookies, Retry-After). */
  headers?: Record<string, string>;
}

/**
 * A page's answer. The referrer meta: the server's answers say `Referrer-Policy: no-referrer`,
 * under which a browser sends a form post's Origin as 'null' (the Fetch standard); 'same-origin'
 * lets the browser send the real Origin to this server's own pages, and still no referrer to any
 * other site, so that page-forms.ts's exact Origin check works in every browser, also in those that
 * send no Sec-Fetch-Site. Every page shows someone's link, request or data: none is ever kept by a
 * browser or a proxy.
 */
export function htmlPage({ title, header = title, style, body, status = 200, headers = {} }: HtmlPage): Response {
  const page = html`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="referrer" content="same-origin">
<title>${title}</title><style>${new Html(BASE_STYLE + style)}</style></head>
<body><header>${header}</header><main>${body}</main></body></html>`;
  return new Response(page.toString(), { status, headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', ...headers } });
}
