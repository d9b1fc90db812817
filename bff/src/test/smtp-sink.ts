// Test support: a minimal SMTP server on 127.0.0.1 that keeps what it receives. No SMTP server
// package is installed, and the mailer's SMTP path only needs the plain (no TLS, no AUTH) dialogue.
// It can hold new connections before the greeting, so a test can show that nobody waits for a send.
import net from 'node:net';

export interface ReceivedMail {
  from: string;
  to: string[];
  /** The DATA section (headers and body), dot-stuffing undone and lines ending in \n. */
  data: string;
}

export interface SmtpSinkOptions {
  /** Answer every RCPT TO with this permanent failure instead of accepting it. */
  rejectRecipients?: boolean;
}

export interface SmtpSink {
  /** `smtp://127.0.0.1:<port>`, for the SMTP_URL setting. */
  url: string;
  messages: ReceivedMail[];
  /** Connections opened while held get no greeting until `release`. */
  hold(): void;
  release(): void;
  /** Connections seen so far (held or not). */
  connections(): number;
  waitFor(predicate: () => boolean, timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

export async function startSmtpSink(options: SmtpSinkOptions = {}): Promise<SmtpSink> {
  const messages: ReceivedMail[] = [];
  const sockets = new Set<net.Socket>();
  let connectionCount = 0;
  let gate: { promise: Promise<void>; open: () => void } | null = null;

  const server = net.createServer((socket) => {
    connectionCount += 1;
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
    socket.setEncoding('utf8');

    let buffer = '';
    let inData = false;
    let envelope: { from: string; to: string[] } = { from: '', to: [] };
    const say = (line: string) => {
      if (!socket.destroyed) socket.write(`${line}\r\n`);
    };

    const command = (line: string) => {
      const verb = line.slice(0, 4).toUpperCase();
      if (verb === 'EHLO' || verb === 'HELO') return say('250 sink');
      if (verb === 'MAIL') {
        envelope = { from: /<([^>]*)>/.exec(line)?.[1] ?? '', to: [] };
        return say('250 OK');
      }
      if (verb === 'RCPT') {
        if (options.rejectRecipients) return say('550 5.1.1 Mailbox unavailable');
        envelope.to.push(/<([^>]*)>/.exec(line)?.[1] ?? '');
        return say('250 OK');
      }
      if (verb === 'DATA') {
        inData = true;
        return say('354 End data with <CR><LF>.<CR><LF>');
      }
      if (verb === 'QUIT') {
        say('221 Bye');
        return socket.end();
      }
      if (verb === 'RSET' || verb === 'NOOP') return say('250 OK');
      return say('502 Command not implemented');
    };

    const consume = () => {
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end === -1) return;
          const data = buffer.slice(0, end).replace(/\r\n/g, '\n').replace(/^\.\./gm, '.');
          buffer = buffer.slice(end + 5);
          inData = false;
          messages.push({ ...envelope, data });
          say('250 OK queued');
          continue;
        }
        const eol = buffer.indexOf('\r\n');
        if (eol === -1) return;
        const line = buffer.slice(0, eol);
        buffer = buffer.slice(eol + 2);
        command(line);
      }
    };

    socket.on('data', (chunk: string) => {
      buffer += chunk;
      consume();
    });
    void (gate?.promise ?? Promise.resolve()).then(() => say('220 127.0.0.1 ESMTP sink'));
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    hold() {
      if (gate) return;
      let open = () => {};
      const promise = new Promise<void>((resolve) => {
        open = resolve;
      });
      gate = { promise, open };
    },
    release() {
      gate?.open();
      gate = null;
    },
    connections: () => connectionCount,
    async waitFor(predicate, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (!predicate()) {
        if (Date.now() > deadline) throw new Error('the SMTP sink did not see what was expected in time');
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    async close() {
      gate?.open();
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
