import { KumoError } from "./errors.js";

export const DEFAULT_BASE_URL = "https://api.kumo.cloud/v2";
export const DEFAULT_TIMEOUT_MS = 30_000;
export const DEFAULT_MAX_RETRIES = 2;

export interface ClientOptions {
  /** API key. Defaults to the `KUMO_API_KEY` environment variable. */
  apiKey?: string;
  /** Defaults to https://api.kumo.cloud/v2. */
  baseUrl?: string;
  /** Request timeout in milliseconds, per attempt. Default 30000. */
  timeoutMs?: number;
  /** @deprecated Use `timeoutMs` (same unit). Removed in v4. */
  timeout?: number;
  /** Retries for timeouts, 429 and 5xx. Default 2. */
  maxRetries?: number;
  /** A fetch implementation (tests, proxies). Defaults to the global fetch. */
  fetch?: typeof fetch;
  /** Headers sent with every request. */
  defaultHeaders?: Record<string, string>;
}

export interface ResolvedOptions {
  apiKey: string;
  baseUrl: string;
  timeoutMs: number;
  maxRetries: number;
  fetch: typeof fetch;
  defaultHeaders: Record<string, string>;
}

export function resolveOptions(options: ClientOptions = {}): ResolvedOptions {
  const apiKey = options.apiKey ?? readEnv("KUMO_API_KEY");
  if (!apiKey) {
    throw new KumoError("Missing API key: pass { apiKey } or set KUMO_API_KEY");
  }
  if (options.timeout !== undefined) {
    warnDeprecated("timeout", "The `timeout` option is deprecated; use `timeoutMs` (it will be removed in v4).");
  }
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  if (!Number.isFinite(timeoutMs) || timeoutMs <= 0) {
    throw new KumoError(`timeoutMs must be a positive number of milliseconds, got ${timeoutMs}`);
  }
  return {
    apiKey,
    baseUrl: (options.baseUrl ?? DEFAULT_BASE_URL).replace(/\/+$/, ""),
    timeoutMs,
    maxRetries: options.maxRetries ?? DEFAULT_MAX_RETRIES,
    fetch: options.fetch ?? globalThis.fetch.bind(globalThis),
    defaultHeaders: { ...options.defaultHeaders },
  };
}

const warned = new Set<string>();

/** Warns once per process about a deprecated option (process.emitWarning where available). */
export function warnDeprecated(option: string, message: string): void {
  if (warned.has(option)) return;
  warned.add(option);
  if (typeof process !== "undefined" && typeof process.emitWarning === "function") {
    process.emitWarning(message, { type: "DeprecationWarning", code: `KUMO_DEP_${option.toUpperCase()}` });
  } else {
    console.warn(`[@kumo-cloud/storage] ${message}`);
  }
}

function readEnv(name: string): string | undefined {
  return typeof process !== "undefined" ? process.env[name] : undefined;
}
