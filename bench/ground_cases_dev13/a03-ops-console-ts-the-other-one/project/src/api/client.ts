export class ApiError extends Error {
  constructor(
    public status: number,
    message: string,
    public body?: unknown,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

const BASE_URL: string = import.meta.env.VITE_API_URL ?? "/api";
const NETWORK_RETRIES = 2;
const RETRY_DELAY_MS = 300;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// fetch() only rejects on network failures (offline, DNS, CORS), never on an HTTP status,
// so this retries exactly the requests that never got an answer.
async function fetchWithRetry(url: string, init: RequestInit): Promise<Response> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await fetch(url, init);
    } catch (err) {
      if (attempt >= NETWORK_RETRIES || init.signal?.aborted) throw err;
      await sleep(RETRY_DELAY_MS * (attempt + 1));
    }
  }
}

function authHeaders(): Record<string, string> {
  const token = localStorage.getItem("ops.token");
  return token ? { Authorization: `Bearer ${token}` } : {};
}

async function fail(res: Response, what: string): Promise<never> {
  let body: unknown;
  try {
    body = await res.json();
  } catch {
    body = undefined;
  }
  if (res.status === 401) {
    window.dispatchEvent(new CustomEvent("auth:expired"));
  }
  throw new ApiError(res.status, `${what} failed with ${res.status}`, body);
}

export async function apiGet<T>(path: string, init: RequestInit = {}): Promise<T> {
  const res = await fetchWithRetry(`${BASE_URL}${path}`, {
    ...init,
    headers: { Accept: "application/json", ...authHeaders(), ...init.headers },
  });
  if (!res.ok) await fail(res, `GET ${path}`);
  return (await res.json()) as T;
}

export async function apiPost<T>(path: string, payload: unknown): Promise<T> {
  const res = await fetch(`${BASE_URL}${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Accept: "application/json", ...authHeaders() },
    body: JSON.stringify(payload),
  });
  if (!res.ok) await fail(res, `POST ${path}`);
  return (await res.json()) as T;
}
