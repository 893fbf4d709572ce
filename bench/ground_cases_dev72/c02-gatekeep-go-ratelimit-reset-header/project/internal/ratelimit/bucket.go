package ratelimit

import (
	"sync"
	"time"
)

// bucket is a token bucket sized to one minute of the plan's rate.
type bucket struct {
	mu        sync.Mutex
	tokens    int64
	perMinute int64
	updated   time.Time
}

func newBucket(perMinute int64, now time.Time) *bucket {
	return &bucket{tokens: perMinute, perMinute: perMinute, updated: now}
}

// take removes one token; ok is false when the bucket is empty. resetAt is
// when the bucket will be full again.
func (b *bucket) take(now time.Time) (ok bool, remaining int64, resetAt time.Time) {
	b.mu.Lock()
	defer b.mu.Unlock()

	elapsed := now.Sub(b.updated)
	refill := int64(elapsed.Seconds()) * b.perMinute / 60
	if refill > 0 {
		b.tokens = min(b.perMinute, b.tokens+refill)
	}
	b.updated = now

	missing := b.perMinute - b.tokens
	resetAt = now.Add(time.Duration(missing) * time.Minute / time.Duration(b.perMinute))
	if b.tokens <= 0 {
		return false, 0, resetAt
	}
	b.tokens--
	return true, b.tokens, resetAt
}

// resize keeps the fill level when the plan changes.
func (b *bucket) resize(perMinute int64) {
	b.mu.Lock()
	defer b.mu.Unlock()
	if perMinute == b.perMinute {
		return
	}
	b.tokens = b.tokens * perMinute / b.perMinute
	b.perMinute = perMinute
}
