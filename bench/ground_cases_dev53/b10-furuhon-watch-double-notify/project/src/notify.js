import { SHOP, SLACK_WEBHOOK_URL } from "./config.js";

function block(item) {
  return {
    type: "section",
    text: {
      type: "mrkdwn",
      text: `*<${item.url}|${item.title}>*\n${item.author || "著者不明"} · ${item.price.toLocaleString("ja-JP")}円`,
    },
  };
}

export async function notify(items) {
  if (items.length === 0) return;
  if (!SLACK_WEBHOOK_URL) {
    console.log("SLACK_WEBHOOK_URL not set; would notify:", items.map((i) => i.title));
    return;
  }
  const body = {
    text: `${SHOP.name} に新着 ${items.length} 件`,
    blocks: [
      { type: "header", text: { type: "plain_text", text: `📚 ${SHOP.name} 新着 ${items.length} 件` } },
      ...items.slice(0, 20).map(block),
    ],
  };
  const res = await fetch(SLACK_WEBHOOK_URL, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
  if (!res.ok) {
    throw new Error(`Slack webhook: ${res.status} ${await res.text()}`);
  }
}
