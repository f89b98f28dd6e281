import { expect, test } from 'vitest';
import { createSessionStore, documentCookieJar, requestCookieJar, type Session } from '../../src/api/session';

// The server draws Home with the session the request's cookies carry (src/app/draw-home.tsx).

const issued = new Date(2026, 10, 21, 9, 30);
const session: Session = {
  accessToken: 'access-1',
  refreshToken: 'refresh-1',
  crmToken: 'crm-1',
  employeeId: 'EMP1001',
  employeeName: 'Asha Verma; "Mumbai"',
  userType: 'SalesAgent',
  locationId: null,
  issuedAt: Math.floor(issued.getTime() / 1000),
};

/** The Cookie header a browser sends for the cookies the app wrote. */
function cookieHeaderFor(value: Session): string {
  const written: string[] = [];
  const doc = {
    location: { protocol: 'http:' },
    get cookie() {
      return written.join('; ');
    },
    set cookie(line: string) {
      const pair = line.split(';')[0] ?? '';
      const name = pair.slice(0, pair.indexOf('='));
      const at = written.findIndex((entry) => entry.startsWith(`${name}=`));
      if (at >= 0) written.splice(at, 1);
      written.push(pair);
    },
  } as unknown as Document;
  createSessionStore(documentCookieJar(doc), () => issued).set(value);
  return `theme=dark; ${written.join('; ')}`;
}

test('the session the app keeps in cookies is read back from the request that carries them', () => {
  const read = createSessionStore(requestCookieJar(cookieHeaderFor(session)), () => issued).get();
  expect(read).toEqual(session);
});

test('a cookie that is not percent-encoded as the app writes it, or a header with no session, gives no session', () => {
  expect(createSessionStore(requestCookieJar('refreshToken=%E0%A4%A; userInfo=%7B'), () => issued).get()).toBeNull();
  expect(createSessionStore(requestCookieJar(''), () => issued).get()).toBeNull();
  expect(createSessionStore(requestCookieJar('=; ;accessToken'), () => issued).get()).toBeNull();
});

test('the server never writes the cookies it reads', () => {
  const jar = requestCookieJar(cookieHeaderFor(session));
  createSessionStore(jar, () => issued).clear();
  jar.write('refreshToken', 'another', 30);
  expect(createSessionStore(jar, () => issued).get()).toEqual(session);
});
