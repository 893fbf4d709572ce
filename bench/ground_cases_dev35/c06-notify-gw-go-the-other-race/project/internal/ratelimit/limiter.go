package ratelimit

import (
	"math"
	"sync"
	"time"
)

// visitor 是单个 key (一般是客户端 IP) 的令牌桶状态
type visitor struct {
	tokens float64
	last   time.Time
}

// Limiter 按 key 做令牌桶限流, 空闲超过 ttl 的 key 会被定期清掉
type Limiter struct {
	mu       sync.RWMutex
	visitors map[string]*visitor
	rate     float64 // 每秒补充的令牌数
	burst    int
	ttl      time.Duration
	now      func() time.Time
	stop     chan struct{}
}

func New(rate float64, burst int, ttl time.Duration) *Limiter {
	l := &Limiter{
		visitors: make(map[string]*visitor),
		rate:     rate,
		burst:    burst,
		ttl:      ttl,
		now:      time.Now,
		stop:     make(chan struct{}),
	}
	go l.cleanup(time.Minute)
	return l
}

// Close 停掉后台清理
func (l *Limiter) Close() {
	close(l.stop)
}

func (l *Limiter) cleanup(every time.Duration) {
	ticker := time.NewTicker(every)
	defer ticker.Stop()
	for {
		select {
		case <-l.stop:
			return
		case <-ticker.C:
			l.evict()
		}
	}
}

func (l *Limiter) evict() {
	l.mu.Lock()
	defer l.mu.Unlock()
	cutoff := l.now().Add(-l.ttl)
	for k, v := range l.visitors {
		if v.last.Before(cutoff) {
			delete(l.visitors, k)
		}
	}
}

// Allow 判断 key 这次请求是否放行
func (l *Limiter) Allow(key string) bool {
	l.mu.RLock()
	defer l.mu.RUnlock()

	now := l.now()
	v, ok := l.visitors[key]
	if !ok {
		v = &visitor{tokens: float64(l.burst), last: now}
		l.visitors[key] = v
	}
	elapsed := now.Sub(v.last).Seconds()
	v.tokens = math.Min(float64(l.burst), v.tokens+elapsed*l.rate)
	v.last = now
	if v.tokens < 1 {
		return false
	}
	v.tokens--
	return true
}

// Len 当前跟踪的 key 数, 给 metrics 用
func (l *Limiter) Len() int {
	l.mu.RLock()
	defer l.mu.RUnlock()
	return len(l.visitors)
}
