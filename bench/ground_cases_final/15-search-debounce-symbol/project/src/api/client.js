export function createClient({ baseUrl, fetchImpl = fetch }) {
  return {
    async get(path, params = {}) {
      const qs = new URLSearchParams(params).toString();
      const res = await fetchImpl(`${baseUrl}${path}${qs ? `?${qs}` : ''}`, { credentials: 'same-origin' });
      if (!res.ok) throw new Error(`GET ${path} failed: ${res.status}`);
      return res.json();
    },
  };
}
