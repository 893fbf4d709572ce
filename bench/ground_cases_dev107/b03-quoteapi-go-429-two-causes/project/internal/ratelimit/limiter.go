package ratelimit

import (
	"sync"
	"time"
)

type Plan struct {
	Limit  int
	Window time.Duration
}

type Plans map[string]Plan

type bucket struct {
	tokens int
	last   time.Time
}

type Limiter struct {
	mu      sync.Mutex
	plans   Plans
	buckets map[string]*bucket
	now     func() time.Time
}

func New(plans Plans) *Limiter {
	return &Limiter{plans: plans, buckets: map[string]*bucket{}, now: time.Now}
}

// Allow は key（クライアント）が plan の枠内なら true を返し、トークンを1つ消費する。
func (l *Limiter) Allow(key, plan string) bool {
	p, ok := l.plans[plan]
	if !ok {
		p = l.plans["free"]
	}
	l.mu.Lock()
	defer l.mu.Unlock()

	now := l.now()
	b, ok := l.buckets[key]
	if !ok {
		b = &bucket{tokens: p.Limit, last: now}
		l.buckets[key] = b
	}
	perSecond := p.Limit / int(p.Window/time.Second)
	elapsed := int(now.Sub(b.last) / time.Second)
	if elapsed > 0 {
		b.tokens = min(p.Limit, b.tokens+elapsed*perSecond)
		b.last = now
	}
	if b.tokens <= 0 {
		return false
	}
	b.tokens--
	return true
}
