package auth

import (
	"strings"
	"sync"
	"time"
)

// Lockout blocks logins after too many failures.
type Lockout struct {
	mu       sync.Mutex
	max      int
	duration time.Duration
	failures map[string][]time.Time
}

func NewLockout(max int, duration time.Duration) *Lockout {
	return &Lockout{max: max, duration: duration, failures: make(map[string][]time.Time)}
}

// lockKey scopes failures to the account and the address they came from, so a stranger
// can't lock a user out of their own account from everywhere.
func lockKey(ip, email string) string {
	return ip + "|" + strings.ToLower(strings.TrimSpace(email))
}

func (l *Lockout) recent(key string, now time.Time) []time.Time {
	kept := l.failures[key][:0]
	for _, t := range l.failures[key] {
		if now.Sub(t) < l.duration {
			kept = append(kept, t)
		}
	}
	l.failures[key] = kept
	return kept
}

// Locked reports whether logins for this ip and email are blocked.
func (l *Lockout) Locked(ip, email string, now time.Time) bool {
	l.mu.Lock()
	defer l.mu.Unlock()
	return len(l.recent(lockKey(ip, email), now)) >= l.max
}

// Fail records a failed attempt.
func (l *Lockout) Fail(ip, email string, now time.Time) {
	l.mu.Lock()
	defer l.mu.Unlock()
	key := lockKey(ip, email)
	l.failures[key] = append(l.recent(key, now), now)
}

// Reset forgets the failures after a successful login.
func (l *Lockout) Reset(ip, email string) {
	l.mu.Lock()
	defer l.mu.Unlock()
	delete(l.failures, lockKey(ip, email))
}
