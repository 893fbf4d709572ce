export class Refunds {
  constructor(http) {
    this.http = http;
  }

  create({ payment, amount, reason }, { idempotencyKey } = {}) {
    const headers = idempotencyKey ? { 'idempotency-key': idempotencyKey } : {};
    return this.http.request('POST', '/v1/refunds', { body: { payment, amount, reason }, headers });
  }

  retrieve(id) {
    return this.http.request('GET', `/v1/refunds/${encodeURIComponent(id)}`);
  }
}
