export const config = {
  slack: {
    clientId: process.env.SLACK_CLIENT_ID ?? "",
    clientSecret: process.env.SLACK_CLIENT_SECRET ?? "",
    // scopes requested by the install link (/slack/install); changing them needs a reinstall
    scopes: ["chat:write", "chat:write.public", "channels:read", "groups:read"],
    apiBase: "https://slack.com/api",
    tokenFile: process.env.SLACK_TOKEN_FILE ?? "./data/slack-token.json",
  },
  digest: {
    channels: (process.env.DIGEST_CHANNELS ?? "#ops-alerts").split(","),
    cron: "0 9 * * 1-5",
  },
  http: {
    timeoutMs: 10_000,
    maxAttempts: 3,
  },
};

export function installUrl(state: string): string {
  const params = new URLSearchParams({
    client_id: config.slack.clientId,
    scope: config.slack.scopes.join(","),
    state,
  });
  return `https://slack.com/oauth/v2/authorize?${params}`;
}

export function hasScope(scope: string): boolean {
  return config.slack.scopes.includes(scope);
}
