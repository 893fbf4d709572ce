import { config } from '../config.js';
import { render } from '../mail/render.js';
import { send } from '../mail/transport.js';

export const name = 'send-password-reset';

const RESET_TTL_MINUTES = 30;

export function resetLink(token) {
  const url = new URL('/reset-password', config.appUrl);
  url.searchParams.set('token', token);
  return url.toString();
}

export async function handle(job, { logger }) {
  const { userId, email, resetToken } = job.data;
  const html = await render('password-reset', {
    resetUrl: resetLink(resetToken),
    ttlMinutes: RESET_TTL_MINUTES,
  });
  const info = await send({ to: email, subject: 'Reset your Greenhouse password', html });
  logger.info('password reset email sent', { userId, messageId: info.messageId });
  return { messageId: info.messageId };
}

export function isExpired(issuedAt, now = new Date()) {
  const ageMs = now.getTime() - new Date(issuedAt).getTime();
  return ageMs > RESET_TTL_MINUTES * 60 * 1000;
}

export const _internal = { RESET_TTL_MINUTES };
