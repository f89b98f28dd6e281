import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ServerApp } from '../../src/server/app';

export interface Listening {
  port: number;
  url: string;
  close(): Promise<void>;
}

/** The app behind a real Node HTTP server on a free loopback port, through its own Node handling (ServerApp.handle), as main.ts serves it. */
export async function listening(app: Pick<ServerApp, 'handle'>): Promise<Listening> {
  const server = createServer(app.handle);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { port, url: `http://127.0.0.1:${port}`, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
