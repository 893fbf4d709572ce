import { openai } from '@ai-sdk/openai';
import { convertToModelMessages, stepCountIs, streamText, type UIMessage } from 'ai';

import { trimHistory } from '@/lib/ai/history';
import { SYSTEM_PROMPT } from '@/lib/ai/prompts';
import { tools } from '@/lib/ai/tools';

export const maxDuration = 30;

const MODEL = process.env.CHAT_MODEL ?? 'gpt-4o-mini';

export async function POST(req: Request) {
  const { messages }: { messages: UIMessage[] } = await req.json();

  const result = streamText({
    model: openai(MODEL),
    system: SYSTEM_PROMPT,
    messages: trimHistory(convertToModelMessages(messages)),
    tools,
    stopWhen: stepCountIs(5),
    temperature: 0.2,
    onFinish: ({ usage, steps }) => {
      console.log(
        JSON.stringify({ event: 'chat_finish', model: MODEL, steps: steps.length, usage }),
      );
    },
  });

  return result.toUIMessageStreamResponse();
}
