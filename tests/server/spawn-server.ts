import { spawn, type ChildProcess } from 'node:child_process';

/**
 * The real server in a child process: from its sources (node + tsx), or with `built` the bundle
 * `npm run build` made (dist-server), as `npm start` runs it — the end-to-end files start that one,
 * it is up several seconds sooner.
 */
export async function spawnServer(env: Record<string, string>, { built = false } = {}): Promise<{ url: string; child: ChildProcess; stop(): Promise<void>; output(): string }> {
  const entry = built ? ['dist-server/server/main.js'] : ['--import', 'tsx', 'server/main.ts'];
  const child = spawn(process.execPath, entry, {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', CAPTCHA_ENABLED: 'false', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 60_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /ready on (http:\/\/[\d.:]+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        // keep draining the pipes (a full pipe would block the server), keeping the last megabyte
        const keep = (c: Buffer) => (output = (output + c.toString()).slice(-1_000_000));
        child.stdout!.off('data', onData).on('data', keep);
        child.stderr!.off('data', onData).on('data', (c: Buffer) => {
          keep(c);
          process.stderr.write(c);
        });
        resolve(match[1]);
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.on('exit', (code) => reject(new Error(`server exited ${code}:\n${output}`)));
  });
  return {
    url,
    child,
    output: () => output,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
