import { describe, expect, test } from 'vitest';
import { html, htmlPage } from '../../src/server/http/html-page';

// The server's pages are written with `html`: what anyone typed is escaped unless it is HTML of ours.

describe('html', () => {
  test('text put into a template is escaped, in an element and in a quoted attribute value alike', () => {
    const typed = `<script>alert("Tom & Jerry's")</script>`;
    expect(String(html`<p title="${typed}">${typed}</p>`)).toBe(
      '<p title="&#60;script&#62;alert(&#34;Tom &#38; Jerry&#39;s&#34;)&#60;/script&#62;">&#60;script&#62;alert(&#34;Tom &#38; Jerry&#39;s&#34;)&#60;/script&#62;</p>',
    );
  });

  test('an html template put into another is kept as it is, not escaped twice', () => {
    const name = 'A & B';
    const inner = html`<strong>${name}</strong>`;
    expect(String(html`<p>${inner}</p>`)).toBe('<p><strong>A &#38; B</strong></p>');
  });

  test('a list is drawn item after item, each escaped unless it is HTML of ours', () => {
    const items = ['<1>', '2'].map((item) => html`<li>${item}</li>`);
    expect(String(html`<ul>${items}</ul>`)).toBe('<ul><li>&#60;1&#62;</li><li>2</li></ul>');
    expect(String(html`${['a<', html`<br>`]}`)).toBe('a&#60;<br>');
  });

  test('numbers are drawn; nothing (null, undefined, false) draws nothing', () => {
    expect(String(html`${3} × ${null}${undefined}${false}`)).toBe('3 × ');
  });
});

describe('htmlPage', () => {
  test('draws the shared shell with the title and header escaped, and is never stored', async () => {
    const response = htmlPage({ title: 'Q&A', header: '<Desk>', style: 'p { margin: 0; }', body: html`<p>Hello</p>`, status: 403, headers: { 'retry-after': '60' } });
    expect(response.status).toBe(403);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('retry-after')).toBe('60');
    const page = await response.text();
    expect(page.startsWith('<!doctype html>\n<html lang="en">')).toBe(true);
    expect(page).toContain('<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="referrer" content="same-origin">');
    expect(page).toContain('<title>Q&#38;A</title>');
    expect(page).toContain("font-family: system-ui, -apple-system, 'Segoe UI'");
    expect(page).toContain('p { margin: 0; }</style>');
    expect(page).toContain('<header>&#60;Desk&#62;</header><main><p>Hello</p></main>');
  });

  test('the header is the title when none is given', async () => {
    expect(await htmlPage({ title: 'DigiLocker', style: '', body: html`` }).text()).toContain('<header>DigiLocker</header>');
  });
});
