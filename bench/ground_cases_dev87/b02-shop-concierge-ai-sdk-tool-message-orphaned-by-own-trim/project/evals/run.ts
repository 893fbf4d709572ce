import { readFileSync } from 'node:fs';

import { openai } from '@ai-sdk/openai';
import { generateText, stepCountIs } from 'ai';

import { SYSTEM_PROMPT } from '@/lib/ai/prompts';
import { tools } from '@/lib/ai/tools';

interface Case {
  id: string;
  input: string;
  mustInclude: string[];
  mustCallTool: string | null;
}

const cases: Case[] = readFileSync('evals/golden.jsonl', 'utf8')
  .split('\n')
  .filter(Boolean)
  .map((line) => JSON.parse(line));

async function main() {
  let passed = 0;
  for (const c of cases) {
    const { text, steps } = await generateText({
      model: openai(process.env.CHAT_MODEL ?? 'gpt-4o-mini'),
      system: SYSTEM_PROMPT,
      prompt: c.input,
      tools,
      stopWhen: stepCountIs(5),
    });
    const called = steps.flatMap((s) => s.toolCalls.map((t) => t.toolName));
    const okText = c.mustInclude.every((w) => text.includes(w));
    const okTool = c.mustCallTool === null || called.includes(c.mustCallTool);
    if (okText && okTool) passed++;
    else console.log(`FAIL ${c.id}: tools=${JSON.stringify(called)} text=${JSON.stringify(text)}`);
  }
  console.log(`${passed}/${cases.length} passed`);
}

main();
