import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** One mail: plain text always, HTML when the sender has it. */
export type Mail = { to: string; subject: string; text: string; html?: string };

/**
 * How the server sends mail. One implementation ships (a folder, for a developer); a mail service
 * (SMTP, an HTTP api) plugs in by implementing `send`.
 */
export type Mailer = { send(mail: Mail): Promise<void> };

/** What the folder mailer logs: one info line per mail. */
export type MailLog = { info(details: object, message: string): void };

/** 'asha.k@example.in' → 'asha.k-example.in', safe in a file name. */
const fileSafe = (address: string) => address.replace(/@/g, '-').replace(/[^a-zA-Z0-9._-]/g, '_').slice(0, 100);

/** RFC 5322 header text: no line breaks can reach a header. */
const headerText = (value: string) => value.replace(/[\r\n]+/g, ' ');

/**
 * Writes each mail as `<dir>/<timestamp>-<to>.eml` (open it in any mail program, or read it as
 * text) and logs one info line naming the file, the recipient's domain and the subject — never the
 * full address or the body, which may carry a link that acts for the learner.
 */
export function createFolderMailer(dir: string, log?: MailLog): Mailer {
  return {
    async send(mail) {
      await mkdir(dir, { recursive: true, mode: 0o700 });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = join(dir, `${stamp}-${randomBytes(2).toString('hex')}-${fileSafe(mail.to)}.eml`);
      const boundary = `pariksha-${randomBytes(8).toString('hex')}`;
      const headers = [
        `To: ${headerText(mail.to)}`,
        'From: Pariksha <no-reply@pariksha.in>',
        `Subject: ${headerText(mail.subject)}`,
        `Date: ${new Date().toUTCString()}`,
        'MIME-Version: 1.0',
      ];
      const body =
        mail.html === undefined
          ? [...headers, 'Content-Type: text/plain; charset=utf-8', '', mail.text]
          : [
              ...headers,
              `Content-Type: multipart/alternative; boundary="${boundary}"`,
              '',
              `--${boundary}`,
              'Content-Type: text/plain; charset=utf-8',
              '',
              mail.text,
              `--${boundary}`,
              'Content-Type: text/html; charset=utf-8',
              '',
              mail.html,
              `--${boundary}--`,
            ];
      await writeFile(file, `${body.join('\r\n')}\r\n`, { mode: 0o600 });
      log?.info({ file, toDomain: mail.to.split('@').pop(), subject: mail.subject }, 'mail written');
    },
  };
}

/** Keeps every mail in `sent`: for tests. */
export function createMemoryMailer(): Mailer & { sent: Mail[] } {
  const sent: Mail[] = [];
  return {
    sent,
    async send(mail) {
      sent.push(mail);
    },
  };
}
