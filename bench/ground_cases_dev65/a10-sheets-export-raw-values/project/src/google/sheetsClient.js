'use strict';

const { google } = require('googleapis');

let cached;

async function sheetsClient() {
  if (cached) return cached;
  const auth = new google.auth.GoogleAuth({
    scopes: ['https://www.googleapis.com/auth/spreadsheets'],
  });
  cached = google.sheets({ version: 'v4', auth: await auth.getClient() });
  return cached;
}

module.exports = { sheetsClient };
