import * as tokenCache from "../cache/tokenCache";
import { fetchToken } from "./idpClient";
import { logger } from "../logger";

// Refresh a little before the IdP says the token expires, to absorb clock skew
// and request latency.
const SKEW_MS = 5_000;

export type TokenOptions = {
  forceRefresh?: boolean;
};

const inflight = new Map<string, Promise<string>>();

export async function getAccessToken(clientId: string, opts: TokenOptions = {}): Promise<string> {
  if (!opts.forceRefresh) {
    const cached = tokenCache.get(clientId);
    if (cached) {
      return cached;
    }
  }
  const pending = inflight.get(clientId);
  if (pending) {
    return pending;
  }
  const request = (async () => {
    const res = await fetchToken(clientId);
    tokenCache.set(clientId, res.access_token, res.expires_in * 1000 - SKEW_MS);
    logger.debug({ clientId, expiresIn: res.expires_in }, "token refreshed");
    return res.access_token;
  })();
  inflight.set(clientId, request);
  try {
    return await request;
  } finally {
    inflight.delete(clientId);
  }
}
