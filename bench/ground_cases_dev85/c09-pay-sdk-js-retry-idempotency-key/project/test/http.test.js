import assert from 'node:assert/strict';
import { test } from 'node:test';

import { ApiError } from '../src/errors.js';
import { HttpClient } from '../src/http.js';

function fakeFetch(responses) {
  const calls = [];
  const impl = async (url, init) => {
    calls.push({ url: String(url), init });
    const next = responses.shift();
    if (next instanceof Error) throw next;
    return new Response(JSON.stringify(next.body ?? {}), { status: next.status, headers: next.headers });
  };
  return { impl, calls };
}

test('returns the parsed body on 2xx', async () => {
  const { impl } = fakeFetch([{ status: 200, body: { id: 'pay_1' } }]);
  const http = new HttpClient({ apiKey: 'sk_test', fetchImpl: impl });
  assert.deepEqual(await http.request('GET', '/v1/payments/pay_1'), { id: 'pay_1' });
});

test('throws ApiError with the code on 4xx', async () => {
  const { impl } = fakeFetch([{ status: 400, body: { error: { code: 'amount_invalid', message: 'bad amount' } } }]);
  const http = new HttpClient({ apiKey: 'sk_test', fetchImpl: impl });
  await assert.rejects(http.request('POST', '/v1/payments', { body: {} }), (e) => e instanceof ApiError && e.code === 'amount_invalid');
});
