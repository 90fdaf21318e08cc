import { stopWithParent } from '@/sandbox/stopWithParent';
import { SANDBOX_MAIL } from '@/schemas/mail/sandboxMail';
import { startMailSandbox } from './startMailSandbox';

/** Runs the mail sandbox from the environment: `node --import tsx sandbox/mail/main.ts`. */

const env = process.env;
const ports = {
  smtpPort: Number(env.MAIL_SANDBOX_SMTP_PORT || SANDBOX_MAIL.smtpPort),
  webPort: Number(env.MAIL_SANDBOX_PORT || SANDBOX_MAIL.webPort),
};
for (const [name, port] of Object.entries(ports))
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    console.error(`The mail sandbox cannot start: its ${name} is not a port`);
    process.exit(1);
  }
const sandbox = await startMailSandbox(ports).catch((error: Error) => {
  console.error(`The mail sandbox cannot start: ${error.message}`);
  process.exit(1);
});
console.log(`mail sandbox taking mail at ${sandbox.smtpUrl}, listing it on ${sandbox.url}`);

stopWithParent(sandbox);
