const { daysUntil } = require("./dates");

function isOverdue(invoice, now = new Date()) {
  return invoice.status === "open" && daysUntil(invoice.dueDate, now) < 0;
}

function dueSoon(invoice, days, now = new Date()) {
  return invoice.status === "open" && daysUntil(invoice.dueDate, now) === days;
}

// GET /admin/invoices/overdue uses this
function overdueList(invoices, now = new Date()) {
  return invoices
    .filter((inv) => isOverdue(inv, now))
    .sort((a, b) => a.dueDate - b.dueDate);
}

module.exports = { isOverdue, dueSoon, overdueList };
