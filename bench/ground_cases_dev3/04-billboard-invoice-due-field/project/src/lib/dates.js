"use strict";

const { format } = require("date-fns");

const DISPLAY = "d MMM yyyy";

function toDate(value) {
  if (value instanceof Date) return value;
  return new Date(value);
}

function formatDueDate(value) {
  const date = toDate(value);
  return format(date, DISPLAY);
}

function isOverdue(value, now = new Date()) {
  return toDate(value).getTime() < now.getTime();
}

module.exports = { formatDueDate, isOverdue, toDate };
