import type { EventEmitter } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo, Server } from 'node:net';
import { type AddressObject, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { escapeHtml } from '@/schemas/escapeHtml';
import { sandboxSmtpUrl } from '@/schemas/mail/sandboxMail';
import { renderMailPage } from './renderMailPage';

/** A message as the sandbox received it. */
export type ReceivedMail = {
  id: number;
  from: string;
  /** Every recipient of the envelope, lower-cased. */
  to: string[];
  subject: string;
  text: string;
  html: string;
  /** Every header line, lower-cased names, as received. */
  headers: Record<string, string>;
  receivedAt: string;
};

export type MailSandboxOptions = {
  /** 0 picks a free port. */
  smtpPort?: number;
  webPort?: number;
};

export type MailSandbox = {
  /** The URL the runtime sends to (SMTP_URL). */
  smtpUrl: string;
  /** The page listing received mail; `url + '/messages?to=<email>'` answers JSON. */
  url: string;
  /** What it received, newest first (at most MAIL_KEPT). */
  messages(to?: string): ReceivedMail[];
  close(): Promise<void>;
};

/** How many messages the sandbox keeps: the latest are what a developer looks for. */
const MAIL_KEPT = 200;
/** The largest message it takes: cancel codes are a few kilobytes. */
const MAIL_SIZE_LIMIT_BYTES = 1024 * 1024;

const addresses = (field: AddressObject | AddressObject[] | undefined) =>
  [field ?? []].flat().flatMap((group) => group.value.map((a) => a.address ?? ''));

/** Listens on loopback; a port already taken rejects instead of throwing an unhandled error. */
function listen(server: Server, emitter: EventEmitter, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    emitter.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      emitter.off('error', reject);
      resolve();
    });
  });
}

/**
 * A stand-in for the mail transport on 127.0.0.1 only: an SMTP server (smtp-server, no authentication, no
 * TLS) that keeps what it receives in memory, and a web page that lists it, so a developer sees a cancel code
 * arrive. Nothing is delivered anywhere.
 */
export async function startMailSandbox(options: MailSandboxOptions = {}): Promise<MailSandbox> {
  const received: ReceivedMail[] = [];
  let lastId = 0;
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    size: MAIL_SIZE_LIMIT_BYTES,
    banner: 'mail sandbox: nothing is delivered',
    onData(stream, session, callback) {
      simpleParser(stream).then(
        (mail) => {
          lastId += 1;
          received.unshift({
            id: lastId,
            from: addresses(mail.from)[0] ?? '',
            to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            html: typeof mail.html === 'string' ? mail.html : '',
            headers: Object.fromEntries(mail.headerLines.map((h) => [h.key, h.line.slice(h.key.length + 1).trim()])),
            receivedAt: new Date().toISOString(),
          });
          received.splice(MAIL_KEPT);
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  const messages = (to?: string) =>
    to === undefined ? [...received] : received.filter((m) => m.to.includes(to.trim().toLowerCase()));

  const web = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://sandbox');
    if (request.method !== 'GET') {
      response.writeHead(405, { allow: 'GET' }).end();
      return;
    }
    if (url.pathname === '/messages') {
      response.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' });
      response.end(JSON.stringify({ messages: messages(url.searchParams.get('to') ?? undefined) }));
      return;
    }
    const shown = url.pathname.match(/^\/messages\/(\d+)$/);
    const message = shown ? received.find((m) => m.id === Number(shown[1])) : undefined;
    if (url.pathname !== '/' && message === undefined) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('No such page');
      return;
    }
    // A message's HTML is shown as its recipient would see it, with no scripts and nothing fetched.
    response.writeHead(200, {
      'content-type': 'text/html; charset=utf-8',
      'content-security-policy': `default-src 'none'; style-src 'unsafe-inline'${message ? '; sandbox' : ''}`,
      'cache-control': 'no-store',
    });
    response.end(message ? message.html || `<pre>${escapeHtml(message.text)}</pre>` : renderMailPage(received));
  });

  await listen(smtp.server, smtp, options.smtpPort ?? 0);
  await listen(web, web, options.webPort ?? 0);
  const smtpPort = (smtp.server.address() as AddressInfo).port;
  const webPort = (web.address() as AddressInfo).port;
  return {
    smtpUrl: sandboxSmtpUrl(smtpPort),
    url: `http://127.0.0.1:${webPort}`,
    messages,
    close: async () => {
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
      web.closeAllConnections();
      await new Promise<void>((resolve) => web.close(() => resolve()));
    },
  };
}
