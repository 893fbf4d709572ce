package ratelimit

import (
	"sync"
	"time"
)

// Limiter 是按 key（手机号）的令牌桶限流器，整个进程共用一个实例。
type Limiter struct {
	mu      sync.Mutex
	rate    float64 // 每秒补充的令牌数
	burst   float64
	buckets map[string]*bucket
	now     func() time.Time
	idleTTL time.Duration
}

type bucket struct {
	tokens float64
	last   time.Time
}

// New 创建限流器：rate 为每秒补充的令牌数，burst 为桶容量。
func New(rate float64, burst int, idleTTL time.Duration) *Limiter {
	return &Limiter{
		rate:    rate,
		burst:   float64(burst),
		buckets: make(map[string]*bucket),
		now:     time.Now,
		idleTTL: idleTTL,
	}
}

// Allow 消耗 key 的一个令牌，没有令牌时返回 false。
func (l *Limiter) Allow(key string) bool {
	now := l.now()
	b, ok := l.buckets[key]
	if !ok {
		b = &bucket{tokens: l.burst, last: now}
		l.buckets[key] = b
	}
	elapsed := now.Sub(b.last).Seconds()
	b.tokens = min(l.burst, b.tokens+elapsed*l.rate)
	b.last = now
	if b.tokens < 1 {
		return false
	}
	b.tokens--
	return true
}

// Cleanup 删除长时间没有请求的 key，由后台 goroutine 每分钟调用一次。
func (l *Limiter) Cleanup() {
	l.mu.Lock()
	defer l.mu.Unlock()
	cutoff := l.now().Add(-l.idleTTL)
	for k, b := range l.buckets {
		if b.last.Before(cutoff) {
			delete(l.buckets, k)
		}
	}
}

// Len 返回当前跟踪的 key 数量（给 /metrics 用）。
func (l *Limiter) Len() int {
	l.mu.Lock()
	defer l.mu.Unlock()
	return len(l.buckets)
}
