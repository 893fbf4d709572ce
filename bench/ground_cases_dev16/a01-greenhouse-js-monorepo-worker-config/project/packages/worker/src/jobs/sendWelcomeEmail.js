import { config } from '../config.js';
import { render } from '../mail/render.js';
import { send } from '../mail/transport.js';

export const name = 'send-welcome-email';

export function verifyLink(token) {
  const url = new URL('/verify', config.appUrl);
  url.searchParams.set('token', token);
  return url.toString();
}

export async function handle(job, { logger }) {
  const { userId, email, firstName, verifyToken } = job.data;
  if (!verifyToken) {
    logger.error('welcome email without token', { userId });
    return { skipped: true };
  }
  const html = await render('welcome', {
    firstName: firstName || 'there',
    verifyUrl: verifyLink(verifyToken),
  });
  const info = await send({
    to: email,
    subject: 'Welcome to Greenhouse - confirm your email',
    html,
  });
  logger.info('welcome email sent', { userId, messageId: info.messageId });
  return { messageId: info.messageId };
}
