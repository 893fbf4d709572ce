import OpenAI from "openai";
import { FLOWS } from "../config.js";
import { render } from "../prompts/render.js";
import type { Ticket } from "../types.js";

const client = new OpenAI();

export async function summarizeTicket(ticket: Ticket, agentName: string): Promise<string> {
  const cfg = FLOWS.summarize;
  const prompt = render("summarize.md", {
    agent_name: agentName,
    customer_name: ticket.customer.name,
    plan: ticket.customer.plan,
    ticket_text: ticket.body,
  });
  const res = await client.chat.completions.create({
    model: cfg.model,
    temperature: cfg.temperature,
    max_tokens: cfg.maxTokens,
    messages: [{ role: "user", content: prompt }],
  });
  return res.choices[0]?.message.content ?? "";
}
