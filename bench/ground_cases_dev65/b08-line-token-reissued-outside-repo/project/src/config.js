'use strict';

// Values come from the environment. In production Cloud Run injects them from Secret Manager;
// the service definition and the secrets live in the infra repository, not here.
function required(name) {
  const value = process.env[name];
  if (!value) {
    throw new Error(`missing environment variable ${name}`);
  }
  return value;
}

const line = {
  channelSecret: required('LINE_CHANNEL_SECRET'),
  channelAccessToken: required('LINE_CHANNEL_ACCESS_TOKEN'),
};

const reserveApi = {
  baseUrl: process.env.RESERVE_API_BASE || 'http://localhost:3000',
  timeoutMs: 5000,
};

const reminders = {
  // minutes before the reservation
  leadMinutes: [24 * 60, 120],
  batchSize: 100,
};

const scheduler = {
  // Cloud Scheduler calls /tasks/reminders with this header
  taskHeader: 'x-cloudscheduler',
};

module.exports = { line, reserveApi, reminders, scheduler, port: Number(process.env.PORT || 8080) };
