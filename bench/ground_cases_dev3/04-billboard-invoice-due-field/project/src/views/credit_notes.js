"use strict";

function renderCreditNoteRow(items, limit) {
  const out = items.filter((i) => i != null);
  return limit === undefined ? out : out.slice(0, limit);
}

function renderCreditNoteTable(items, limit) {
  const out = items.filter((i) => i != null);
  return limit === undefined ? out : out.slice(0, limit);
}

module.exports = { renderCreditNoteRow, renderCreditNoteTable };
