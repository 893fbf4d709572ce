const { setTimeout: sleep } = require("node:timers/promises");

class ErpError extends Error {
  constructor(status, body) {
    super(`ERP responded ${status}: ${body}`);
    this.status = status;
    this.body = body;
  }
}

async function postOrder(erp, token, payload) {
  const url = `${erp.baseUrl}/${erp.apiVersion}/inbound-orders`;
  for (let attempt = 0; ; attempt++) {
    const res = await fetch(url, {
      method: "POST",
      headers: { "Content-Type": "application/json", Authorization: `Bearer ${token}` },
      body: JSON.stringify(payload),
    });
    if (res.ok) {
      return res.json();
    }
    const body = await res.text();
    if (res.status >= 500 && attempt < erp.retries) {
      await sleep(1000 * 2 ** attempt);
      continue;
    }
    throw new ErpError(res.status, body);
  }
}

module.exports = { ErpError, postOrder };
