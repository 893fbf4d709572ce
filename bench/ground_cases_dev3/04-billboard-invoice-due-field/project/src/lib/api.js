"use strict";

const BASE = process.env.BILLING_API || "http://billing.internal";

async function get(path) {
  const res = await fetch(BASE + path);
  if (!res.ok) throw new Error(`billing ${path}: ${res.status}`);
  return res.json();
}

module.exports = {
  customer: (id) => get(`/customers/${id}`),
  invoices: (id) => get(`/customers/${id}/invoices`),
};
