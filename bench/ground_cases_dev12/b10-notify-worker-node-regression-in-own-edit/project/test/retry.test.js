'use strict';

const { withRetry, isRetryable } = require('../src/retry');

const transient = () => Object.assign(new Error('unavailable'), { status: 503 });
const permanent = () => Object.assign(new Error('bad token'), { status: 404 });
const noSleep = () => Promise.resolve();

describe('withRetry', () => {
  test('成功したら結果を返す', async () => {
    await expect(withRetry(async () => 'ok', { sleepFn: noSleep })).resolves.toBe('ok');
  });

  test('失敗後に成功すればリトライする', async () => {
    let calls = 0;
    const fn = async () => {
      calls += 1;
      if (calls < 2) throw transient();
      return 'ok';
    };
    await expect(withRetry(fn, { sleepFn: noSleep })).resolves.toBe('ok');
    expect(calls).toBe(2);
  });

  test('待ち時間が指数的に伸びる', async () => {
    const delays = [];
    let calls = 0;
    const fn = async () => {
      calls += 1;
      if (calls < 3) throw transient();
      return 'ok';
    };
    await withRetry(fn, {
      maxAttempts: 4,
      baseDelayMs: 500,
      random: () => 0.5, // jitter なしと同じ
      sleepFn: async (ms) => delays.push(ms),
    });
    expect(delays).toEqual([500, 1000]);
  });

  test('リトライ不可のエラーはすぐ投げる', async () => {
    const fn = jest.fn(async () => {
      throw permanent();
    });
    await expect(withRetry(fn, { sleepFn: noSleep })).rejects.toThrow('giving up');
    expect(fn).toHaveBeenCalledTimes(1);
  });
});

describe('isRetryable', () => {
  test('429 と 5xx はリトライする', () => {
    expect(isRetryable({ status: 429 })).toBe(true);
    expect(isRetryable({ status: 503 })).toBe(true);
    expect(isRetryable({ status: 400 })).toBe(false);
  });
});
