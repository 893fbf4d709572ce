/**
 * @kumo-cloud/storage: TypeScript client for the Kumo object storage API.
 *
 * ```ts
 * import { KumoClient } from "@kumo-cloud/storage";
 *
 * const kumo = new KumoClient({ apiKey: process.env.KUMO_API_KEY });
 * for (const bucket of await kumo.listBuckets()) console.log(bucket.name);
 * ```
 *
 * @packageDocumentation
 */
import { KumoClient } from "./client.js";
import type { ClientOptions } from "./options.js";

export { type Bucket, KumoClient, type ObjectInfo } from "./client.js";
export { KumoAPIError, KumoError, KumoTimeoutError } from "./errors.js";
export {
  type ClientOptions,
  DEFAULT_BASE_URL,
  DEFAULT_MAX_RETRIES,
  DEFAULT_TIMEOUT_MS,
  type ResolvedOptions,
  resolveOptions,
} from "./options.js";
export { backoff, shouldRetry } from "./retry.js";

/** The SDK version, sent nowhere; handy in bug reports. */
export const VERSION = "3.2.0";

/** Shorthand for `new KumoClient(options)`. */
export function createClient(options?: ClientOptions): KumoClient {
  return new KumoClient(options);
}
