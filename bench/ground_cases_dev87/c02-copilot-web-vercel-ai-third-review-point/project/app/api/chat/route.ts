import { streamText, type CoreMessage } from 'ai';
import { auth } from '@/lib/auth';
import { trimMessages } from '@/lib/history';
import { pickModel, MODEL_LIMITS } from '@/lib/models';
import { SYSTEM_PROMPT } from '@/lib/prompts';
import { tools } from '@/lib/tools';

export const maxDuration = 60;

export async function POST(req: Request) {
  const user = await auth(req);
  if (!user) return new Response('unauthorized', { status: 401 });

  const { messages }: { messages: CoreMessage[] } = await req.json();
  const model = pickModel(user.plan);
  const trimmed = trimMessages(
    [{ role: 'system', content: SYSTEM_PROMPT }, ...messages],
    MODEL_LIMITS.historyBudget,
  );

  const result = streamText({
    model,
    messages: trimmed,
    tools,
    maxSteps: 4,
    maxTokens: MODEL_LIMITS.maxOutput,
    temperature: 0.3,
    onFinish({ finishReason, usage }) {
      console.log('[chat] finish', { user: user.id, finishReason, usage });
    },
  });

  return result.toDataStreamResponse();
}
