'use strict';

// Due dates are stored as calendar dates ("2024-05-13"), without a time or zone.

function isOverdue(task, now) {
  if (!task.due || task.done) return false;
  return new Date(task.due) < now;
}

function daysUntil(due, now) {
  const ms = new Date(due) - now;
  return Math.ceil(ms / 86_400_000);
}

module.exports = { isOverdue, daysUntil };
