import { randomUUID } from 'node:crypto';
import { refreshStore } from './refreshStore';
import { signAccessToken, signRefreshToken, verifyRefreshToken } from './tokens';
import { findUserById, User } from '../users/userRepo';

export class RefreshError extends Error {
  constructor(public readonly code: 'invalid' | 'reused' | 'revoked') {
    super(`refresh token ${code}`);
  }
}

export interface TokenPair {
  accessToken: string;
  refreshToken: string;
}

export async function issueTokenPair(user: User, familyId: string = randomUUID()): Promise<TokenPair> {
  const jti = randomUUID();
  await refreshStore.save({ jti, familyId, userId: user.id, usedAt: null });
  return { accessToken: signAccessToken(user), refreshToken: signRefreshToken(user, jti) };
}

/** 用旧 refresh token 换一对新的；旧的标记为已使用，二次使用时吊销整个 family */
export async function rotateRefreshToken(token: string): Promise<TokenPair> {
  let jti: string;
  try {
    jti = verifyRefreshToken(token).jti;
  } catch {
    throw new RefreshError('invalid');
  }
  const record = await refreshStore.get(jti);
  if (!record) throw new RefreshError('invalid');
  if (await refreshStore.isFamilyRevoked(record.familyId)) throw new RefreshError('revoked');
  if (record.usedAt) {
    // 已经用过的 token 又来了：多半是被盗用，整条链作废
    await refreshStore.revokeFamily(record.familyId);
    throw new RefreshError('reused');
  }
  await refreshStore.markUsed(record.jti);
  const user = await findUserById(record.userId);
  if (!user) throw new RefreshError('invalid');
  return issueTokenPair(user);
}
