import OpenAI from "openai";
import { z } from "zod";
import { FLOWS } from "../config.js";
import { render } from "../prompts/render.js";
import { findPolicy } from "../policies.js";
import type { Ticket } from "../types.js";

const client = new OpenAI();

const Decision = z.object({ escalate: z.boolean(), reason: z.string() });
export type Decision = z.infer<typeof Decision>;

export function buildEscalationVars(ticket: Ticket) {
  const policy = findPolicy(ticket.category);
  return {
    customer_name: ticket.customer.name,
    tenure_months: ticket.customer.tenureMonths,
    policy_exerpt: policy.excerpt,
    ticket_text: ticket.body,
  };
}

export async function decideEscalation(ticket: Ticket): Promise<Decision> {
  const cfg = FLOWS.escalate;
  const prompt = render("escalation.md", buildEscalationVars(ticket));
  const res = await client.chat.completions.create({
    model: cfg.model,
    temperature: cfg.temperature,
    max_tokens: cfg.maxTokens,
    response_format: { type: "json_object" },
    messages: [{ role: "user", content: prompt }],
  });
  return Decision.parse(JSON.parse(res.choices[0]?.message.content ?? "{}"));
}
