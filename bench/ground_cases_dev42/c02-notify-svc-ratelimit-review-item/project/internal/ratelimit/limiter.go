// Package ratelimit implements a sliding-window rate limiter on Redis sorted sets,
// shared by every replica of notify-svc.
package ratelimit

import (
	"context"
	"fmt"
	"strconv"
	"time"

	"github.com/redis/go-redis/v9"
)

// slidingWindow trims entries older than the window, counts what is left and, when there
// is room, records this request. It returns {allowed, count, oldest_ms}.
var slidingWindow = redis.NewScript(`
local key = KEYS[1]
local now = tonumber(ARGV[1])
local window = tonumber(ARGV[2])
local limit = tonumber(ARGV[3])
redis.call('ZREMRANGEBYSCORE', key, 0, now - window)
local count = redis.call('ZCARD', key)
if count < limit then
  redis.call('ZADD', key, now, ARGV[4])
  redis.call('PEXPIRE', key, window)
  return {1, count + 1, 0}
end
local oldest = redis.call('ZRANGE', key, 0, 0, 'WITHSCORES')
return {0, count, tonumber(oldest[2])}
`)

// Result is what Allow tells the caller about one request.
type Result struct {
	Allowed    bool
	Remaining  int
	RetryAfter time.Duration
}

// Limiter allows at most limit requests per window for each key.
type Limiter struct {
	rdb    redis.Scripter
	prefix string
	limit  int
	window time.Duration
	now    func() time.Time
}

// New returns a limiter whose keys are stored under prefix.
func New(rdb redis.Scripter, prefix string, limit int, window time.Duration) *Limiter {
	return &Limiter{rdb: rdb, prefix: prefix, limit: limit, window: window, now: time.Now}
}

// Limit is the number of requests allowed per window.
func (l *Limiter) Limit() int { return l.limit }

// Allow records one request for key and reports whether it is within the limit.
func (l *Limiter) Allow(ctx context.Context, key string) (Result, error) {
	nowMs := l.now().UnixMilli()
	args := []any{nowMs, l.window.Milliseconds(), l.limit, strconv.FormatInt(nowMs, 10)}
	res, err := slidingWindow.Run(ctx, l.rdb, []string{l.prefix + key}, args...).Int64Slice()
	if err != nil {
		return Result{}, fmt.Errorf("ratelimit: %w", err)
	}
	if res[0] == 1 {
		return Result{Allowed: true, Remaining: l.limit - int(res[1])}, nil
	}
	retry := time.Duration(res[2]+l.window.Milliseconds()-nowMs) * time.Millisecond
	return Result{Allowed: false, Remaining: 0, RetryAfter: retry}, nil
}
