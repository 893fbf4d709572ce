import { config } from "../config.js";
import { logger } from "../logger.js";
import { isExpiring, loadToken, saveToken, type StoredToken } from "./tokenStore.js";

interface RefreshResponse {
  ok: boolean;
  error?: string;
  access_token?: string;
  refresh_token?: string;
  expires_in?: number;
  team?: { id: string };
}

export class SlackAuthError extends Error {}

export async function refresh(token: StoredToken): Promise<StoredToken> {
  const body = new URLSearchParams({
    grant_type: "refresh_token",
    refresh_token: token.refreshToken,
    client_id: config.slack.clientId,
    client_secret: config.slack.clientSecret,
  });
  const res = await fetch(`${config.slack.apiBase}/oauth.v2.access`, { method: "POST", body });
  const data = (await res.json()) as RefreshResponse;
  if (!data.ok || !data.access_token) {
    throw new SlackAuthError(`token refresh failed: ${data.error ?? res.status}`);
  }
  const next: StoredToken = {
    ...token,
    accessToken: data.access_token,
    // Slack rotates the refresh token on every refresh; the old one is dead from now on
    refreshToken: data.refresh_token ?? token.refreshToken,
    expiresAt: Date.now() + (data.expires_in ?? 43_200) * 1000,
  };
  await saveToken(next);
  logger.info({ team: token.teamId }, "slack token refreshed");
  return next;
}

export async function currentAccessToken(): Promise<string> {
  const token = await loadToken();
  if (!token) throw new SlackAuthError("no Slack token stored; install the app first");
  if (!isExpiring(token)) return token.accessToken;
  return (await refresh(token)).accessToken;
}
