import { db } from "./db.js";

type Rendered = { subject: string; html: string };

export async function render(template: string, data: Record<string, unknown>): Promise<Rendered> {
  switch (template) {
    case "digest": {
      const { rows } = await db.query<{ title: string }>(
        "SELECT title FROM notifications WHERE user_id = $1 AND read_at IS NULL ORDER BY created_at DESC LIMIT 20",
        [data.userId],
      );
      const items = rows.map((r) => `<li>${escape(r.title)}</li>`).join("");
      return { subject: "Your daily digest", html: `<ul>${items}</ul>` };
    }
    case "reset":
      return { subject: "Reset your password", html: `<a href="${data.link}">Reset password</a>` };
    case "receipt":
      return { subject: `Receipt ${data.number}`, html: `<p>Total: ${data.total}</p>` };
    default:
      throw new Error(`unknown template ${template}`);
  }
}

function escape(s: string): string {
  return s.replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c]!);
}
