import { createHmac } from "node:crypto";
import Mustache from "mustache";

export function unsubscribeToken(userId, secret = process.env.UNSUBSCRIBE_SECRET) {
  if (!secret) throw new Error("UNSUBSCRIBE_SECRET is not set");
  const sig = createHmac("sha256", secret).update(`unsub:${userId}`).digest("base64url").slice(0, 32);
  return `${userId}.${sig}`;
}

const TEMPLATE = `<h1>Hi {{name}}, here is your week</h1>
<ul>
{{#items}}<li><a href="{{url}}">{{title}}</a> <small>{{when}}</small></li>{{/items}}
</ul>
<p><a href="{{unsubscribeUrl}}">Unsubscribe</a></p>`;

export function formatWhen(date, timezone) {
  return new Intl.DateTimeFormat("en-GB", {
    weekday: "short",
    hour: "2-digit",
    minute: "2-digit",
    timeZone: timezone || "UTC",
  }).format(date);
}

export function buildDigest(user, events) {
  if (events.length === 0) return null;
  const items = events.map((e) => ({ title: e.title, url: e.url, when: formatWhen(e.created_at, user.timezone) }));
  const view = {
    name: user.display_name || "there",
    items,
    unsubscribeUrl: `https://pinboard.example/email/unsubscribe?t=${unsubscribeToken(user.id)}`,
  };
  return {
    to: user.email,
    subject: `This week on Pinboard: ${events.length} new thing${events.length === 1 ? "" : "s"}`,
    html: Mustache.render(TEMPLATE, view),
    text: items.map((i) => `- ${i.title} (${i.when}) ${i.url}`).join("\n"),
  };
}
