import OpenAI from 'openai';
import { EXTRACT_SYSTEM, EXTRACT_USER } from '../prompts/extract.js';
import { renderTemplate } from '../prompts/template.js';
import { parseInvoice } from './parse.js';

const client = new OpenAI();

export async function extractInvoice(ocr: string, company: string) {
  const res = await client.chat.completions.create({
    model: process.env.EXTRACT_MODEL ?? 'gpt-4o-mini',
    temperature: 0,
    response_format: { type: 'json_object' },
    messages: [
      { role: 'system', content: renderTemplate(EXTRACT_SYSTEM, { company }) },
      { role: 'user', content: renderTemplate(EXTRACT_USER, { ocr }) },
    ],
  });
  const raw = res.choices[0].message.content ?? '';
  return parseInvoice(raw);
}
