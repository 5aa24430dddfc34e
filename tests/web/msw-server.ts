import { setupServer } from 'msw/node';

/**
 * The one MSW server of the web tests. Written by spa-pages because none existed yet; tests add
 * their handlers with server.use(...). Listening is started once per test file by withMsw() (crud-harness.tsx).
 */
export const server = setupServer();

let listening = false;

export function startServer(): void {
  if (listening) return;
  listening = true;
  server.listen({ onUnhandledRequest: 'error' });
}

export function stopServer(): void {
  if (!listening) return;
  listening = false;
  server.close();
}
