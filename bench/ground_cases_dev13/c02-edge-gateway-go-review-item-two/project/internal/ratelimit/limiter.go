package ratelimit

import (
	"sync"
	"time"
)

// Limiter keeps one bucket per key (client IP, API key ...).
type Limiter struct {
	mu       sync.Mutex
	buckets  map[string]*Bucket
	capacity int
	rate     float64
	idleTTL  time.Duration
	now      func() time.Time
}

// New returns a limiter allowing bursts of capacity and perSecond requests on average.
func New(capacity int, perSecond float64) *Limiter {
	return &Limiter{
		buckets:  make(map[string]*Bucket),
		capacity: capacity,
		rate:     perSecond,
		idleTTL:  10 * time.Minute,
		now:      time.Now,
	}
}

// Get returns the bucket for key, creating it on first use.
func (l *Limiter) Get(key string) *Bucket {
	l.mu.Lock()
	defer l.mu.Unlock()
	b, ok := l.buckets[key]
	if !ok {
		b = NewBucket(l.capacity, l.rate, l.now())
		l.buckets[key] = b
	}
	return b
}

// Allow reports whether a request for key may go through now.
func (l *Limiter) Allow(key string) bool {
	return l.Get(key).Allow(l.now())
}

// Sweep drops buckets that have been idle for longer than idleTTL.
func (l *Limiter) Sweep() int {
	cutoff := l.now().Add(-l.idleTTL)
	dropped := 0
	for key, b := range l.buckets {
		if b.idleSince().Before(cutoff) {
			delete(l.buckets, key)
			dropped++
		}
	}
	return dropped
}

// StartSweeper runs Sweep every interval until stop is closed.
func (l *Limiter) StartSweeper(interval time.Duration, stop <-chan struct{}) {
	go func() {
		t := time.NewTicker(interval)
		defer t.Stop()
		for {
			select {
			case <-t.C:
				l.Sweep()
			case <-stop:
				return
			}
		}
	}()
}
