import { request } from 'undici';

export function createClient({ baseUrl = 'https://gitee.com/api/v5', token }) {
  async function get(path, query = {}) {
    const url = new URL(baseUrl + path);
    for (const [k, v] of Object.entries({ ...query, access_token: token })) {
      url.searchParams.set(k, String(v));
    }
    const res = await request(url, { method: 'GET' });
    if (res.statusCode >= 400) {
      throw new Error(`GET ${path} -> ${res.statusCode}: ${await res.body.text()}`);
    }
    return { headers: res.headers, data: await res.body.json() };
  }
  return { get };
}
