import type { FeishuCard } from "./feishu.js";
import type { PullRequestEvent, WorkflowRunEvent } from "./github.js";

function md(content: string) {
  return { tag: "div", text: { tag: "lark_md", content } };
}

function button(text: string, url: string) {
  return { tag: "action", actions: [{ tag: "button", text: { tag: "plain_text", content: text }, url, type: "primary" }] };
}

export function pullRequestCard(e: PullRequestEvent): FeishuCard | null {
  const pr = e.pull_request;
  const repo = e.repository.full_name;
  if (e.action === "opened") {
    return {
      header: { title: { tag: "plain_text", content: `[${repo}] 新 PR #${pr.number}` }, template: "blue" },
      elements: [md(`**${pr.title}**\n作者：${pr.user.login} → \`${pr.base.ref}\``), button("查看 PR", pr.html_url)],
    };
  }
  if (e.action === "closed" && pr.merged) {
    const pending = pr.requested_reviewers.map((r) => r.login);
    const lines = [`**${pr.title}**`, `合并人：${e.sender.login}`];
    if (pending.length > 0) {
      lines.push(`未 review：${pending.join("、")}`);
    }
    return {
      header: { title: { tag: "plain_text", content: `[${repo}] PR #${pr.number} 已合并` }, template: "green" },
      elements: [md(lines.join("\n")), button("查看 PR", pr.html_url)],
    };
  }
  return null;
}

export function workflowCard(e: WorkflowRunEvent): FeishuCard | null {
  const run = e.workflow_run;
  if (e.action !== "completed" || run.conclusion !== "failure") {
    return null;
  }
  return {
    header: { title: { tag: "plain_text", content: `[${e.repository.full_name}] CI 失败` }, template: "red" },
    elements: [md(`workflow **${run.name}** 在 \`${run.head_branch}\` 上失败`), button("查看日志", run.html_url)],
  };
}
