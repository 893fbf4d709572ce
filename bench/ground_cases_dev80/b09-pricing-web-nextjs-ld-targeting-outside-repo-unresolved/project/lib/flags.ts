import { init, type LDClient } from '@launchdarkly/node-server-sdk';
import { logger } from './logger';
import { toLDContext, type SessionUser } from './user-context';

let client: LDClient | null = null;

async function ldClient(): Promise<LDClient> {
  if (!client) {
    const key = process.env.LD_SDK_KEY;
    if (!key) {
      throw new Error('LD_SDK_KEY is not set');
    }
    client = init(key, { timeout: 3 });
    await client.waitForInitialization({ timeout: 3 });
  }
  return client;
}

/** サーバー側でのフラグ評価。LD に繋がらないときは fallback を返す。 */
export async function boolFlag(key: string, user: SessionUser | null, fallback = false): Promise<boolean> {
  try {
    const ld = await ldClient();
    const detail = await ld.boolVariationDetail(key, toLDContext(user), fallback);
    logger.debug(
      { flag: key, value: detail.value, reason: detail.reason, userKey: user?.id ?? 'anonymous' },
      'flag evaluated',
    );
    return detail.value;
  } catch (err) {
    logger.warn({ err, flag: key }, 'flag evaluation failed, using fallback');
    return fallback;
  }
}

export const FLAGS = {
  newPricingPage: 'new-pricing-page',
  annualDiscountBanner: 'annual-discount-banner',
} as const;
