'use strict';

class HttpError extends Error {
  constructor(status, url) {
    super(`HTTP ${status} for ${url}`);
    this.status = status;
    this.url = url;
  }
}

/** Thin fetch wrapper with a timeout and a request counter for the debug overlay. */
class HttpClient {
  constructor({ timeoutMs = 10000, headers = {} } = {}) {
    this.timeoutMs = timeoutMs;
    this.headers = headers;
    this.requests = 0;
  }

  async get(url) {
    this.requests++;
    const res = await fetch(url, { headers: this.headers, signal: AbortSignal.timeout(this.timeoutMs) });
    if (!res.ok) throw new HttpError(res.status, url);
    return res;
  }

  async getJson(url) {
    return (await this.get(url)).json();
  }

  async getBytes(url) {
    return new Uint8Array(await (await this.get(url)).arrayBuffer());
  }
}

module.exports = { HttpClient, HttpError };
