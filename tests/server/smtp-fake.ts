/**
 * A tiny real SMTP server on loopback for tests (node:net): 220 greeting, EHLO/HELO 250,
 * MAIL/RCPT 250, DATA 354, the end of the data 250 after `delayMs` (a slow mail server), QUIT 221.
 * It keeps every message it accepted. `stop()` closes the port (the mail server is down: connections
 * are refused) and `start()` opens the same port again; `failNext(n)` refuses the next n messages
 * with a temporary error (451) at MAIL FROM.
 */
import { createServer, type Server, type Socket } from 'node:net';

export interface ReceivedMail {
  from: string;
  to: string[];
  /** The raw message (headers and body) as sent. */
  data: string;
  /** The Subject header, unfolded. */
  subject: string;
}

export interface FakeSmtp {
  url: string;
  port: number;
  received: ReceivedMail[];
  /** Messages to this address. */
  to(address: string): ReceivedMail[];
  /** Resolves once at least `count` messages were accepted in all (fails after `timeoutMs`). */
  waitFor(count: number, timeoutMs?: number): Promise<void>;
  failNext(count: number): void;
  /** Down: the port refuses connections. */
  stop(): Promise<void>;
  /** Up again on the same port. */
  start(): Promise<void>;
  close(): Promise<void>;
}

export async function startFakeSmtp({ delayMs = 0 }: { delayMs?: number } = {}): Promise<FakeSmtp> {
  const received: ReceivedMail[] = [];
  const sockets = new Set<Socket>();
  const waiters: Array<() => void> = [];
  let failures = 0;

  const handle = (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
    socket.setEncoding('utf8');
    const reply = (line: string) => { if (!socket.destroyed) socket.write(`${line}\r\n`); };
    let buffer = '';
    let inData = false;
    let from = '';
    let to: string[] = [];
    let data = '';
    reply('220 fake-smtp.test ESMTP ready');
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end === -1) return;
          data += buffer.slice(0, end);
          buffer = buffer.slice(end + 5);
          inData = false;
          const mail = { from, to, data: data.replace(/^\.\./gm, '.'), subject: /^Subject: (.*(?:\r\n[ \t].*)*)/m.exec(data)?.[1]?.replace(/\r\n[ \t]/g, ' ') ?? '' };
          setTimeout(() => {
            received.push(mail);
            for (const wake of waiters.splice(0)) wake();
            reply('250 2.0.0 queued');
          }, delayMs);
          continue;
        }
        const newline = buffer.indexOf('\r\n');
        if (newline === -1) return;
        const line = buffer.slice(0, newline);
        buffer = buffer.slice(newline + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') reply('250 fake-smtp.test');
        else if (verb === 'MAIL') {
          if (failures > 0) {
            failures -= 1;
            reply('451 4.3.0 try again later');
          } else {
            from = /<(.*)>/.exec(line)?.[1] ?? '';
            to = [];
            reply('250 2.1.0 ok');
          }
        } else if (verb === 'RCPT') {
          to.push(/<(.*)>/.exec(line)?.[1] ?? '');
          reply('250 2.1.5 ok');
        } else if (verb === 'DATA') {
          inData = true;
          data = '';
          reply('354 end with <CRLF>.<CRLF>');
        } else if (verb === 'QUIT') {
          reply('221 2.0.0 bye');
          socket.end();
          return;
        } else if (verb === 'RSET' || verb === 'NOOP') reply('250 2.0.0 ok');
        else reply('502 5.5.2 not implemented');
      }
    });
  };

  let server: Server | undefined;
  let port = 0;
  const listen = () => new Promise<void>((resolve, reject) => {
    const next = createServer(handle);
    next.once('error', reject);
    next.listen(port, '127.0.0.1', () => {
      port = (next.address() as { port: number }).port;
      server = next;
      resolve();
    });
  });
  const unlisten = () => new Promise<void>((resolve) => {
    const current = server;
    server = undefined;
    for (const socket of sockets) socket.destroy();
    if (!current) return resolve();
    current.close(() => resolve());
  });
  await listen();

  return {
    get url() { return `smtp://127.0.0.1:${port}`; },
    get port() { return port; },
    received,
    to: (address) => received.filter((mail) => mail.to.includes(address)),
    async waitFor(count, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (received.length < count) {
        if (Date.now() > deadline) throw new Error(`fake SMTP: ${received.length} of ${count} messages after ${timeoutMs} ms`);
        await new Promise<void>((resolve) => { waiters.push(resolve); setTimeout(resolve, 50); });
      }
    },
    failNext(count) { failures = count; },
    stop: unlisten,
    start: listen,
    close: unlisten,
  };
}
