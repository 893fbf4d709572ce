package auth

import (
	"strings"
	"sync"
	"time"
)

// Locker locks an account after too many consecutive failed logins.
type Locker struct {
	mu          sync.Mutex
	maxFailures int
	lockFor     time.Duration
	state       map[string]*lockState
	now         func() time.Time
}

type lockState struct {
	failures    int
	lockedUntil time.Time
}

func NewLocker(maxFailures int, lockFor time.Duration) *Locker {
	return &Locker{maxFailures: maxFailures, lockFor: lockFor, state: map[string]*lockState{}, now: time.Now}
}

func normalize(email string) string {
	return strings.ToLower(strings.TrimSpace(email))
}

// Check reports whether the account may try to log in now.
func (l *Locker) Check(email string) bool {
	l.mu.Lock()
	defer l.mu.Unlock()
	st, ok := l.state[normalize(email)]
	if !ok {
		return true
	}
	if l.now().Before(st.lockedUntil) {
		return false
	}
	return st.failures <= l.maxFailures
}

// Fail records a failed attempt and locks the account once the limit is reached.
func (l *Locker) Fail(email string) {
	l.mu.Lock()
	defer l.mu.Unlock()
	key := normalize(email)
	st, ok := l.state[key]
	if !ok {
		st = &lockState{}
		l.state[key] = st
	}
	st.failures++
	if st.failures > l.maxFailures {
		st.lockedUntil = l.now().Add(l.lockFor)
	}
}

// Succeed clears the failure count after a good login.
func (l *Locker) Succeed(email string) {
	l.mu.Lock()
	defer l.mu.Unlock()
	delete(l.state, normalize(email))
}
