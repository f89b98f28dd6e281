import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';

// `npm start` and `npm test` run the server and the test run as their child (scripts/prepare.mjs):
// stopped by their process id, as a process manager stops them, they must not leave it running.

const prepare = fileURLToPath(new URL('../../scripts/prepare.mjs', import.meta.url));

/**
 * A parent running `child` through runToEnd; resolves once the child has said it is ready. The child
 * ends on its own after a minute, so that a runner that no longer passes the signal on fails the
 * test without leaving a process behind for good.
 */
async function parentOf(child: string) {
  const parent = spawn(process.execPath, [
    '--input-type=module',
    '-e',
    `import { runToEnd } from ${JSON.stringify(prepare)}; process.exit(await runToEnd(process.execPath, ['-e', ${JSON.stringify(`${child} setTimeout(() => process.exit(9), 60_000);`)}]));`,
  ]);
  let output = '';
  const exited = new Promise<number | null>((resolve) => parent.on('exit', (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    parent.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('ready')) resolve();
    });
    parent.on('exit', () => reject(new Error(`the parent ended before its child was ready: ${output}`)));
  });
  return { parent, exited, output: () => output };
}

describe('runToEnd', () => {
  test("passes a SIGTERM on to its child and ends with the child's own exit code", async () => {
    const { parent, exited, output } = await parentOf(
      "process.on('SIGTERM', () => { console.log('child stopped'); process.exit(3); }); console.log('ready');",
    );
    parent.kill('SIGTERM');
    expect(await exited).toBe(3);
    expect(output()).toContain('child stopped');
  });

  test('ends as its child does when the signal stops the child', async () => {
    const { parent, exited } = await parentOf("console.log('ready');");
    parent.kill('SIGTERM');
    // 128 + SIGTERM's number, as a shell reports a process a signal stopped.
    expect(await exited).toBe(143);
  });
});
