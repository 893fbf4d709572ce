'use strict';

process.env.TWILIO_ACCOUNT_SID = 'ACtest';
process.env.TWILIO_AUTH_TOKEN = 'secret_token';
process.env.TWILIO_MESSAGING_SERVICE_SID = 'MGtest';

const test = require('node:test');
const assert = require('node:assert');
const twilio = require('twilio');
const { requireTwilioSignature } = require('../src/middleware/twilioSignature');

function fakeReq(url, body, signature) {
  const u = new URL(url);
  return {
    protocol: u.protocol.replace(':', ''),
    originalUrl: u.pathname,
    body,
    get: (h) => ({ host: u.host, 'X-Twilio-Signature': signature })[h],
  };
}

test('accepts a correctly signed request', () => {
  const url = 'https://notify.example.com/webhooks/twilio/status';
  const body = { MessageSid: 'SM1', MessageStatus: 'delivered' };
  const sig = twilio.getExpectedTwilioSignature('secret_token', url, body);
  let called = false;
  requireTwilioSignature(fakeReq(url, body, sig), {}, () => { called = true; });
  assert.ok(called);
});
