import { Semaphore } from "./semaphore.js";

const TIMEOUT_MS = 10_000;
const MAX_REDIRECTS = 5;

export async function checkUrl(url, sem, depth = 0) {
  if (depth > MAX_REDIRECTS) return { ok: false, status: 0, reason: "too many redirects" };
  await sem.acquire();
  try {
    let res;
    try {
      res = await fetch(url, { method: "HEAD", redirect: "manual", signal: AbortSignal.timeout(TIMEOUT_MS) });
    } catch (err) {
      return { ok: false, status: 0, reason: err.name === "TimeoutError" ? "timeout" : err.message };
    }
    if (res.status >= 300 && res.status < 400 && res.headers.get("location")) {
      const next = new URL(res.headers.get("location"), url).href;
      return await checkUrl(next, sem, depth + 1);
    }
    if (res.status === 405) {
      // some servers refuse HEAD
      res = await fetch(url, { method: "GET", signal: AbortSignal.timeout(TIMEOUT_MS) });
    }
    return { ok: res.ok, status: res.status, reason: res.ok ? "" : res.statusText };
  } finally {
    sem.release();
  }
}

function checkFile(link) {
  return link.exists ? { ok: true, status: 200, reason: "" } : { ok: false, status: 404, reason: "missing file" };
}

export async function checkAll(links, { concurrency = 8, onProgress = () => {} } = {}) {
  const sem = new Semaphore(concurrency);
  return Promise.all(
    links.map(async (link) => {
      const result = link.kind === "file" ? checkFile(link) : await checkUrl(link.href, sem);
      onProgress();
      return { ...link, ...result };
    }),
  );
}
