import { describe, expect, it } from "vitest";
import { loadConfig } from "../src/config.js";

describe("loadConfig", () => {
  it("reads SLACK_WEBHOOK_URL", () => {
    expect(loadConfig({ SLACK_WEBHOOK_URL: "https://new" }).slackWebhookUrl).toBe("https://new");
  });

  it("falls back to the old misspelled name", () => {
    expect(loadConfig({ SLACK_WEBHOOK_ULR: "https://old" }).slackWebhookUrl).toBe("https://old");
  });

  it("prefers the new name when both are set", () => {
    expect(loadConfig({ SLACK_WEBHOOK_URL: "https://new", SLACK_WEBHOOK_ULR: "https://old" }).slackWebhookUrl).toBe(
      "https://new",
    );
  });
});
