import { randomUUID } from 'node:crypto';

import { ApiError, NetworkError } from './errors.js';

const DEFAULT_BASE_URL = 'https://api.qianhepay.com';
const USER_AGENT = 'qianhe-pay-node/0.8.0';

function buildUrl(base, path, query) {
  const url = new URL(path, base);
  for (const [k, v] of Object.entries(query || {})) {
    if (v !== undefined && v !== null) url.searchParams.set(k, String(v));
  }
  return url;
}

const defaultSleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function shouldRetry(err, res) {
  if (err) return true; // network error or timeout
  return res.status === 429 || res.status >= 500;
}

/** Seconds in Retry-After (the API only sends the delta-seconds form), as ms; null when absent. */
function retryAfterMs(res) {
  const value = res && res.headers.get('retry-after');
  const seconds = value === null || value === undefined ? NaN : Number(value);
  return Number.isFinite(seconds) && seconds >= 0 ? seconds * 1000 : null;
}

/** Full jitter: a random delay up to base * 2^(attempt-1), at least 100 ms. */
function backoff(attempt, baseMs, random = Math.random) {
  const cap = baseMs * 2 ** (attempt - 1);
  return Math.max(100, Math.floor(random() * cap));
}

async function parse(res) {
  if (res.status === 204) return null;
  return res.json();
}

export class HttpClient {
  constructor({
    apiKey,
    baseUrl = DEFAULT_BASE_URL,
    timeoutMs = 10_000,
    maxRetries = 2,
    retryBaseMs = 500,
    fetchImpl = fetch,
    sleep = defaultSleep,
  } = {}) {
    if (!apiKey) throw new Error('apiKey is required');
    this.apiKey = apiKey;
    this.baseUrl = baseUrl;
    this.timeoutMs = timeoutMs;
    this.maxRetries = maxRetries;
    this.retryBaseMs = retryBaseMs;
    this.fetchImpl = fetchImpl;
    this.sleep = sleep;
  }

  async request(method, path, { body, query, headers = {} } = {}) {
    const url = buildUrl(this.baseUrl, path, query);
    for (let attempt = 0; ; attempt++) {
      const reqHeaders = {
        authorization: `Bearer ${this.apiKey}`,
        'content-type': 'application/json',
        'user-agent': USER_AGENT,
        ...(method === 'POST' ? { 'idempotency-key': randomUUID() } : {}),
        ...headers,
      };
      let res;
      let err;
      try {
        res = await this.fetchImpl(url, {
          method,
          headers: reqHeaders,
          body: body === undefined ? undefined : JSON.stringify(body),
          signal: AbortSignal.timeout(this.timeoutMs),
        });
      } catch (e) {
        err = e;
      }
      if (res && res.ok) return parse(res);
      if (attempt >= this.maxRetries || !shouldRetry(err, res)) {
        if (err) throw new NetworkError(err);
        throw new ApiError(res.status, await res.json().catch(() => null));
      }
      await this.sleep(retryAfterMs(res) ?? backoff(attempt + 1, this.retryBaseMs));
    }
  }
}
