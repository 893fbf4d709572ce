/**
 * @linkly/sdk: the official client of the Linkly short-link API.
 *
 * Everything exported here is public API and follows semver; the rest of src/ is internal.
 */
import { LinklyClient, type ClientOptions } from './client';

export { LinklyClient };
export type { ClientOptions, Link, ListLinksParams } from './client';
export { LinklyError, RateLimitError } from './errors';
export { collect, type Page } from './paginate';

/** The SDK version, sent nowhere; useful in bug reports. Kept in sync by the release script. */
export const VERSION = '0.6.0';

/**
 * A client configured from the environment: LINKLY_API_KEY and, optionally, LINKLY_BASE_URL.
 * Throws when the key is missing, so a misconfigured deployment fails at start-up.
 */
export function clientFromEnv(env: Record<string, string | undefined> = readEnv(), extra: Partial<ClientOptions> = {}): LinklyClient {
  const apiKey = env.LINKLY_API_KEY;
  if (!apiKey) {
    throw new TypeError('LINKLY_API_KEY is not set');
  }
  return new LinklyClient({ apiKey, baseUrl: env.LINKLY_BASE_URL, ...extra });
}

function readEnv(): Record<string, string | undefined> {
  const proc = (globalThis as { process?: { env?: Record<string, string | undefined> } }).process;
  return proc?.env ?? {};
}
