import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** One message as the sink received it. */
interface SinkMessage {
  to: string[];
  /** The request references the message names (its subject or body); one for every message the site sends. */
  references: string[];
}

export interface SmtpSink {
  url: string;
  readonly messages: readonly SinkMessage[];
  close(): Promise<void>;
}

// A request's reference as the patient quotes it (server/db/request-reference.ts): `DC-7K4Q-92`.
const REFERENCE_PATTERN = /\bDC-[0-9A-Z]{4}-[0-9A-Z]{2}\b/g;

/**
 * A real SMTP server on loopback that keeps every message it is given, for tests and benchmarks
 * that count what the outbox delivered. No TLS and no authentication: it only ever listens on
 * 127.0.0.1.
 */
export async function startSmtpSink(port: number): Promise<SmtpSink> {
  const messages: SinkMessage[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    // Its reverse DNS lookup of each client would wait on a resolver this loopback sink does not need.
    disableReverseLookup: true,
    // Two instances with their own connections, and nodemailer may open several each.
    maxClients: 100,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        messages.push({
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          references: [...new Set(raw.match(REFERENCE_PATTERN) ?? [])],
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const address = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${address.port}`,
    messages,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
