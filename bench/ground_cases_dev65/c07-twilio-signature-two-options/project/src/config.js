'use strict';

/** Read a required environment variable or fail at startup (not on the first request). */
function required(name) {
  const v = process.env[name];
  if (!v) throw new Error(`${name} is not set`);
  return v;
}

module.exports = {
  port: Number(process.env.PORT || 3000),
  twilio: {
    accountSid: required('TWILIO_ACCOUNT_SID'),
    authToken: required('TWILIO_AUTH_TOKEN'),
    messagingServiceSid: required('TWILIO_MESSAGING_SERVICE_SID'),
  },
  sendgrid: {
    webhookPublicKey: process.env.SENDGRID_WEBHOOK_PUBLIC_KEY || '',
    // events older than this are ignored (replays)
    maxEventAgeSeconds: Number(process.env.SENDGRID_MAX_EVENT_AGE || 600),
  },
  database: {
    url: process.env.DATABASE_URL || 'postgres://localhost/notify',
    poolSize: Number(process.env.DB_POOL_SIZE || 10),
  },
  logLevel: process.env.LOG_LEVEL || 'info',
  env: process.env.NODE_ENV || 'production',
  // Public origin as Twilio/SendGrid see it, e.g. https://notify.example.com (optional)
  publicBaseUrl: process.env.PUBLIC_BASE_URL || '',
};
