"use strict";

const { formatDueDate, isOverdue } = require("../lib/dates");
const { formatMoney } = require("../lib/money");

function statusLabel(invoice) {
  if (invoice.paid_at) return "Paid";
  return isOverdue(invoice.due_date) ? "Overdue" : "Open";
}

function renderInvoiceHeader(customer) {
  return `<h2>Invoices for ${customer.name}</h2>`;
}

function renderInvoiceRow(invoice) {
  const cells = [
    invoice.number,
    formatMoney(invoice.total_cents, invoice.currency),
    statusLabel(invoice),
  ];
  return `<tr>${cells.map((c) => `<td>${c}</td>`).join("")}</tr>`;
}

function renderDueRow(invoice) {
  return `<tr><td>${invoice.number}</td><td>${formatDueDate(invoice.dueDate)}</td></tr>`;
}

function renderInvoiceTable(customer, invoices) {
  const rows = invoices.map(renderInvoiceRow).join("\n");
  const due = invoices.filter((i) => !i.paid_at).map(renderDueRow).join("\n");
  return `${renderInvoiceHeader(customer)}<table>${rows}</table><table class="due">${due}</table>`;
}

module.exports = { renderInvoiceTable, renderInvoiceRow, renderDueRow };
