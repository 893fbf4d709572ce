import { Invoice } from './schema.js';

export class ExtractionError extends Error {
  constructor(message: string, readonly raw: string) {
    super(message);
  }
}

/** Strip a surrounding ```json … ``` fence that some models add. */
export function stripFence(raw: string): string {
  const m = raw.trim().match(/^```(?:json)?\s*\n([\s\S]*?)\n?```$/);
  return m ? m[1] : raw.trim();
}

export function parseInvoice(raw: string): Invoice {
  let data: unknown;
  try {
    data = JSON.parse(stripFence(raw));
  } catch (e) {
    throw new ExtractionError(`model returned invalid JSON: ${(e as Error).message}`, raw);
  }
  const result = Invoice.safeParse(data);
  if (!result.success) {
    const issues = result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new ExtractionError(`schema mismatch: ${issues}`, raw);
  }
  return result.data;
}
