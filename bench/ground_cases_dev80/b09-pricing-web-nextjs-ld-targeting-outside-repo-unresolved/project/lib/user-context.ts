import type { LDContext } from '@launchdarkly/node-server-sdk';

export interface SessionUser {
  id: string;
  email: string;
  plan: 'free' | 'standard' | 'enterprise';
  companyId: string;
}

const EMPLOYEE_DOMAIN = '@nanairo.co.jp';

/** LaunchDarkly に渡すコンテキスト。ターゲティングは employee 属性で社内判定する。 */
export function toLDContext(user: SessionUser | null): LDContext {
  if (!user) {
    return { kind: 'user', key: 'anonymous', anonymous: true };
  }
  return {
    kind: 'multi',
    user: {
      key: user.id,
      email: user.email,
      plan: user.plan,
      employee: user.email.toLowerCase().endsWith(EMPLOYEE_DOMAIN),
      _meta: { privateAttributes: ['email'] },
    },
    organization: {
      key: user.companyId,
    },
  };
}
