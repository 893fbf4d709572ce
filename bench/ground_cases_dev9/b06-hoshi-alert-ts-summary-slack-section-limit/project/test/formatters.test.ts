import { describe, expect, it } from "vitest";
import { formatDiscord } from "../src/notifiers/discordNotifier.js";
import { formatMessage } from "../src/notifiers/slackNotifier.js";
import type { Alert } from "../src/notifiers/types.js";

const alert: Alert = {
  severity: "critical",
  title: "API 5xx 率が 10% を超えました",
  summary: "直近5分の 5xx 率 12.4%",
  source: "grafana",
  firedAt: "2025-09-30T02:14:00Z",
};

describe("formatMessage (slack)", () => {
  it("puts the title in the header block", () => {
    expect(formatMessage(alert).blocks[0]).toEqual({
      type: "header",
      text: { type: "plain_text", text: alert.title },
    });
  });
});

describe("formatDiscord", () => {
  it("truncates long details to 2000 chars", () => {
    const out = formatDiscord({ ...alert, details: "x".repeat(5000) });
    expect(out.content.length).toBe(2000);
  });
});
