import { describe, expect, it } from 'vitest';
import type { CoreMessage } from 'ai';
import { estimateTokens, trimMessages } from '../lib/history';

const msg = (role: 'user' | 'assistant', n: number): CoreMessage => ({ role, content: 'x'.repeat(n) });

describe('trimMessages', () => {
  it('keeps everything under budget', () => {
    const m = [msg('user', 10), msg('assistant', 10)];
    expect(trimMessages(m, 1000)).toEqual(m);
  });

  it('keeps the system message', () => {
    const m: CoreMessage[] = [{ role: 'system', content: 'sys' }, msg('user', 3000), msg('assistant', 3000)];
    expect(trimMessages(m, 500)[0].role).toBe('system');
  });

  it('drops the oldest messages first', () => {
    const m = [msg('user', 3000), msg('assistant', 3000), msg('user', 30)];
    const out = trimMessages(m, 1100);
    expect(out[out.length - 1]).toBe(m[2]);
    expect(out).not.toContain(m[0]);
  });

  it('estimates tokens from length', () => {
    expect(estimateTokens(msg('user', 30))).toBe(14);
  });
});
