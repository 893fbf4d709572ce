"use strict";

const COLUMNS = [
  ["id", "会員ID"],
  ["name", "氏名"],
  ["email", "メール"],
  ["phone", "電話番号"],
  ["plan", "プラン"],
  ["joinedAt", "入会日"],
];

function escapeCell(value) {
  if (value === null || value === undefined) return "";
  const s = String(value);
  if (/[",\n]/.test(s)) {
    return '"' + s.replace(/"/g, '""') + '"';
  }
  return s;
}

function toRow(member) {
  return COLUMNS.map(([key]) => escapeCell(member[key])).join(",");
}

function membersToCsv(members) {
  const header = COLUMNS.map(([, label]) => label).join(",");
  const lines = [header, ...members.map(toRow)];
  return lines.join("\r\n") + "\r\n";
}

function formatDate(d) {
  const pad = (n) => String(n).padStart(2, "0");
  return `${d.getFullYear()}/${pad(d.getMonth() + 1)}/${pad(d.getDate())}`;
}

module.exports = { COLUMNS, escapeCell, membersToCsv, formatDate, toRow };
