import { spawn } from 'node:child_process';

/** `npm run backup|restore -- …` as an operator runs it. */
export function cli(name: 'backup' | 'restore', args: string[], env: Record<string, string>) {
  const child = spawn(process.execPath, ['scripts/server-cli.mjs', name, ...args], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (c: Buffer) => (output += c));
  child.stderr.on('data', (c: Buffer) => (output += c));
  return new Promise<{ code: number | null; output: string }>((resolve) => child.on('close', (code) => resolve({ code, output })));
}
