import { Agent, request } from 'node:http';

// The load generator's HTTP: node:http with kept-alive connections, one per simulated agent, which
// costs the generator less of the shared CPU than fetch and so takes less from the server it measures.

const keepAlive = new Agent({ keepAlive: true, maxSockets: 256 });

export interface Answer {
  status: number;
  body: { data?: Record<string, unknown> | null; errors?: { message: string; extensions?: { code?: string } }[] };
}

export function post(url: string, body: unknown, headers: Record<string, string> = {}): Promise<Answer> {
  const payload = Buffer.from(JSON.stringify(body));
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      { method: 'POST', agent: keepAlive, headers: { 'content-type': 'application/json', 'content-length': String(payload.length), ...headers } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          try {
            resolve({ status: res.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as Answer['body'] });
          } catch (error) {
            reject(error instanceof Error ? error : new Error(String(error)));
          }
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

export function closeConnections(): void {
  keepAlive.destroy();
}
