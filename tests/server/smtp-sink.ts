import { createServer } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A port nothing listens on (yet): an SMTP server that is down. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export interface SmtpSink {
  port: number;
  messages: ParsedMail[];
  /** envelope recipients of each message, as the server was told (RCPT TO) */
  recipients: string[][];
  /** envelope sender of each message (MAIL FROM) */
  senders: string[];
  /** every login tried, and whether the connection was encrypted by then */
  logins: { user: string; password: string; encrypted: boolean }[];
  waitFor(count: number, timeoutMs?: number): Promise<ParsedMail[]>;
  close(): Promise<void>;
}

/**
 * A real SMTP server on loopback that keeps what it is sent, requiring this login. It offers
 * STARTTLS with smtp-server's own self-signed (and expired) certificate, so a client must be told
 * not to verify it; `starttls: false` makes a server that offers none.
 */
export async function startSmtpSink({ port = 0, user = 'mailer', pass = 'smtp-pass', starttls = true } = {}): Promise<SmtpSink> {
  const messages: ParsedMail[] = [];
  const recipients: string[][] = [];
  const senders: string[] = [];
  const logins: SmtpSink['logins'] = [];
  const server = new SMTPServer({
    disabledCommands: starttls ? [] : ['STARTTLS'],
    allowInsecureAuth: true,
    authMethods: ['PLAIN', 'LOGIN'],
    logger: false,
    // a reverse DNS lookup of every client costs a tenth of a second here
    disableReverseLookup: true,
    onAuth(auth, session, callback) {
      logins.push({ user: auth.username ?? '', password: auth.password ?? '', encrypted: !!session.secure });
      if (auth.username === user && auth.password === pass) callback(null, { user });
      else callback(new Error('Invalid username or password'));
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          messages.push(parsed);
          recipients.push(session.envelope.rcptTo.map((r) => r.address));
          senders.push(session.envelope.mailFrom ? session.envelope.mailFrom.address : '');
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const address = (server.server.address() as { port: number }).port;
  return {
    port: address,
    messages,
    recipients,
    senders,
    logins,
    async waitFor(count, timeoutMs = 20_000) {
      const until = Date.now() + timeoutMs;
      while (messages.length < count) {
        if (Date.now() > until) throw new Error(`${messages.length} of ${count} messages arrived`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      return messages;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
