import { describe, expect, it } from "vitest";

import { pullRequestCard } from "../src/cards.js";
import type { PullRequestEvent } from "../src/github.js";

const base: PullRequestEvent = {
  action: "opened",
  repository: { full_name: "hexin/app-server" },
  pull_request: {
    number: 812,
    title: "订单列表分页",
    html_url: "https://github.com/hexin/app-server/pull/812",
    merged: false,
    user: { login: "liuyang" },
    labels: [],
    requested_reviewers: [],
    base: { ref: "main" },
  },
  sender: { login: "liuyang" },
};

describe("pullRequestCard", () => {
  it("announces opened PRs", () => {
    expect(pullRequestCard(base)?.header.title.content).toBe("[hexin/app-server] 新 PR #812");
  });

  it("lists reviewers who have not reviewed on merge", () => {
    const merged = { ...base, action: "closed", pull_request: { ...base.pull_request, merged: true,
      requested_reviewers: [{ login: "zhangwei" }] } };
    const card = pullRequestCard(merged)!;
    expect(JSON.stringify(card.elements[0])).toContain("未 review：zhangwei");
  });

  it("ignores closed but unmerged PRs", () => {
    expect(pullRequestCard({ ...base, action: "closed" })).toBeNull();
  });
});
