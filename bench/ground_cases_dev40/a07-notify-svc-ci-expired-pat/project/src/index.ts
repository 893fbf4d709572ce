import Fastify from "fastify";
import { loadTemplates, render } from "./templates.js";
import { createSender } from "./sender.js";

const app = Fastify({ logger: true });
const templates = await loadTemplates(new URL("../templates/", import.meta.url));
const sender = createSender({
  host: process.env.SMTP_HOST ?? "localhost",
  port: Number(process.env.SMTP_PORT ?? 587),
  user: process.env.SMTP_USER,
  pass: process.env.SMTP_PASS,
  from: process.env.MAIL_FROM ?? "noreply@larkspur.io",
});

app.get("/healthz", async () => ({ ok: true }));
app.get("/version", async () => process.env.APP_VERSION ?? "dev");

interface RenderBody {
  template: string;
  locale: string;
  to?: string;
  data: Record<string, unknown>;
  dryRun?: boolean;
}

app.post<{ Body: RenderBody }>("/v1/render", async (req, reply) => {
  const { template, locale, to, data, dryRun } = req.body;
  const mail = render(templates, template, locale, data);
  if (!mail) return reply.code(404).send({ error: `no template ${template}/${locale}` });
  if (dryRun || !to) return mail;
  await sender.send({ to, subject: mail.subject, html: mail.html });
  return { sent: true };
});

await app.listen({ host: "0.0.0.0", port: Number(process.env.PORT ?? 3000) });
