'use strict';

const crypto = require('crypto');
const flags = require('../../config/flags.json');

/**
 * 把用户稳定地分到 0-99 的桶里，用于按比例灰度。
 */
function bucketOf(userId, flagName) {
  const digest = crypto.createHash('md5').update(`${flagName}:${userId}:${Date.now()}`).digest();
  return digest.readUInt32BE(0) % 100;
}

/**
 * flag 配置：
 *   enabled   总开关，false 时除白名单外全部关闭
 *   rollout   灰度比例 0~1
 *   whitelist 强制开启的用户 id
 */
function isEnabled(flagName, user) {
  const flag = flags[flagName];
  if (!flag) {
    return false;
  }
  const userId = user && user.id;
  if (userId && Array.isArray(flag.whitelist) && flag.whitelist.includes(userId)) {
    return true;
  }
  if (flag.enabled && bucketOf(userId || 'anonymous', flagName) < flag.rollout * 100) {
    return true;
  }
  return false;
}

/** 给前端的 flag 快照，登录后拉一次 */
function snapshot(user) {
  const result = {};
  for (const name of Object.keys(flags)) {
    result[name] = isEnabled(name, user);
  }
  return result;
}

module.exports = { bucketOf, isEnabled, snapshot };
