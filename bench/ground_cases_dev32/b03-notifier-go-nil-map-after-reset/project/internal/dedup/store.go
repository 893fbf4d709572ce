// Package dedup remembers recently sent notifications so that webhook
// retries and duplicate events do not notify the same user twice.
package dedup

import (
	"sync"
	"time"
)

// Store remembers which notification keys were sent recently so that a
// retried webhook does not notify the same user twice.
type Store struct {
	mu   sync.Mutex
	ttl  time.Duration
	now  func() time.Time
	seen map[string]time.Time
}

// NewStore returns a Store that forgets a key ttl after it was marked.
func NewStore(ttl time.Duration) *Store {
	return &Store{ttl: ttl, now: time.Now, seen: make(map[string]time.Time)}
}

// Seen reports whether key was marked within the last ttl.
func (s *Store) Seen(key string) bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.seenLocked(key)
}

func (s *Store) seenLocked(key string) bool {
	at, ok := s.seen[key]
	if !ok {
		return false
	}
	if s.now().Sub(at) >= s.ttl {
		delete(s.seen, key)
		return false
	}
	return true
}

// Mark records that key was sent now.
func (s *Store) Mark(key string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.seen[key] = s.now()
}

// MarkIfNew marks key and reports true when it had not been seen within ttl.
func (s *Store) MarkIfNew(key string) bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.seenLocked(key) {
		return false
	}
	s.seen[key] = s.now()
	return true
}

// Sweep drops expired keys and returns how many it dropped. The worker
// calls it once a minute.
func (s *Store) Sweep() int {
	s.mu.Lock()
	defer s.mu.Unlock()
	n := 0
	for k, at := range s.seen {
		if s.now().Sub(at) >= s.ttl {
			delete(s.seen, k)
			n++
		}
	}
	return n
}

// Reset forgets every key. The admin endpoint calls it after a bulk resend.
func (s *Store) Reset() {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.seen = nil
}

// Len is the number of keys currently remembered.
func (s *Store) Len() int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return len(s.seen)
}
