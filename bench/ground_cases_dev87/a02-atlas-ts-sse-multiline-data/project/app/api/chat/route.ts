import { streamText } from "ai";
import { MODELS, openaiModel, resolveModel } from "@/lib/models";
import { streamVllm, type ChatMessage } from "@/lib/vllm";

export const runtime = "nodejs";

const SYSTEM = "You are Atlas, the internal assistant for the Northwind ops team. Answer concisely.";

export async function POST(req: Request) {
  const { messages, model: requested } = (await req.json()) as { messages: ChatMessage[]; model?: string };
  const model = resolveModel(requested);

  if (MODELS[model].provider === "vllm") {
    const encoder = new TextEncoder();
    const body = new ReadableStream({
      async start(controller) {
        for await (const delta of streamVllm(model, [{ role: "system", content: SYSTEM }, ...messages], req.signal)) {
          controller.enqueue(encoder.encode(delta));
        }
        controller.close();
      },
    });
    return new Response(body, { headers: { "content-type": "text/plain; charset=utf-8" } });
  }

  const result = streamText({
    model: openaiModel(model),
    system: SYSTEM,
    messages,
    maxTokens: 1024,
  });
  return result.toTextStreamResponse();
}
