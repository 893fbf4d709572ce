export class Payments {
  constructor(http) {
    this.http = http;
  }

  /**
   * Create a payment. Pass `idempotencyKey` to make retries from your side safe.
   * @param {{amount: number, currency: string, order_no: string, notify_url?: string}} params
   */
  create(params, { idempotencyKey } = {}) {
    const headers = idempotencyKey ? { 'idempotency-key': idempotencyKey } : {};
    return this.http.request('POST', '/v1/payments', { body: params, headers });
  }

  retrieve(id) {
    return this.http.request('GET', `/v1/payments/${encodeURIComponent(id)}`);
  }

  list({ limit = 20, startingAfter } = {}) {
    return this.http.request('GET', '/v1/payments', { query: { limit, starting_after: startingAfter } });
  }

  close(id) {
    return this.http.request('POST', `/v1/payments/${encodeURIComponent(id)}/close`);
  }
}
