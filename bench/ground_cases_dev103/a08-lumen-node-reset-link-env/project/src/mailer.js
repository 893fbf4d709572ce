'use strict';

const nodemailer = require('nodemailer');
const config = require('./config');

const transport = nodemailer.createTransport(config.smtpUrl, { pool: true, maxConnections: 3 });

function resetLink(token) {
  const url = new URL('/reset-password', config.baseUrl);
  url.searchParams.set('token', token);
  return url.toString();
}

async function sendPasswordReset(user, token) {
  const link = resetLink(token);
  await transport.sendMail({
    from: config.mailFrom,
    to: user.email,
    subject: 'Reset your Lumen password',
    text: [
      `Hi ${user.name || 'there'},`,
      '',
      `Someone asked to reset the password for ${user.email}.`,
      `Open this link within ${config.resetTokenTtlMin} minutes to choose a new one:`,
      link,
      '',
      'If it wasn\'t you, ignore this email.',
    ].join('\n'),
  });
  return link;
}

module.exports = { sendPasswordReset, resetLink };
