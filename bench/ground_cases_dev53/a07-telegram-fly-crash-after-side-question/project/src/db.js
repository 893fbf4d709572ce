import { Redis } from "@upstash/redis";

const redis = Redis.fromEnv();

function monthKey(userId) {
  const d = new Date();
  return `used:${userId}:${d.getUTCFullYear()}-${d.getUTCMonth() + 1}`;
}

export const db = {
  async createPoll(ownerId, question, options) {
    const id = await redis.incr("poll:seq");
    const poll = { id, ownerId, question, options, votes: options.map(() => 0), voters: {} };
    await redis.set(`poll:${id}`, poll);
    await redis.rpush(`polls:${ownerId}`, id);
    await redis.incr(monthKey(ownerId));
    await redis.expire(monthKey(ownerId), 40 * 24 * 3600);
    return poll;
  },
  async vote(pollId, userId, index) {
    const poll = await redis.get(`poll:${pollId}`);
    if (!poll || index < 0 || index >= poll.options.length) return null;
    const prev = poll.voters[userId];
    if (prev !== undefined) poll.votes[prev] -= 1;
    poll.voters[userId] = index;
    poll.votes[index] += 1;
    await redis.set(`poll:${pollId}`, poll);
    return poll;
  },
  async pollsBy(ownerId) {
    const ids = await redis.lrange(`polls:${ownerId}`, -20, -1);
    return Promise.all(ids.map((id) => redis.get(`poll:${id}`)));
  },
  async pollsThisMonth(userId) {
    return Number((await redis.get(monthKey(userId))) || 0);
  },
  async isPremium(userId) {
    return Boolean(await redis.get(`premium:${userId}`));
  },
  async grantPremium(userId, days) {
    await redis.set(`premium:${userId}`, 1, { ex: days * 24 * 3600 });
  },
  async countPolls() {
    return Number((await redis.get("poll:seq")) || 0);
  },
};
