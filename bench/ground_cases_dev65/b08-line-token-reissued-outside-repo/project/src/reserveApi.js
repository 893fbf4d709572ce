"use strict";

const config = require('./config');

async function call(path, options = {}) {
  const res = await fetch(`${config.reserveApi.baseUrl}${path}`, {
    ...options,
    headers: { 'Content-Type': 'application/json', ...(options.headers || {}) },
    signal: AbortSignal.timeout(config.reserveApi.timeoutMs),
  });
  if (!res.ok) {
    throw new Error(`reserve api ${path}: ${res.status}`);
  }
  return res.status === 204 ? null : res.json();
}

async function dueReminders(now, leadMinutes, limit) {
  const qs = new URLSearchParams({ now: now.toISOString(), lead: leadMinutes.join(','), limit: String(limit) });
  return call(`/internal/reminders/due?${qs}`);
}

async function markReminded(reservationId, leadMinutes) {
  return call(`/internal/reservations/${reservationId}/reminded`, {
    method: 'POST',
    body: JSON.stringify({ leadMinutes }),
  });
}

async function findByLineUser(lineUserId) {
  return call(`/internal/reservations?lineUserId=${encodeURIComponent(lineUserId)}`);
}

module.exports = { dueReminders, markReminded, findByLineUser };
