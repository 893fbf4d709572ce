import { HttpClient } from './http.js';
import { Payments } from './resources/payments.js';
import { Refunds } from './resources/refunds.js';

export { ApiError, NetworkError } from './errors.js';

export function createClient(options) {
  const http = new HttpClient(options);
  return {
    payments: new Payments(http),
    refunds: new Refunds(http),
  };
}
