package store

import (
	"sort"
	"sync"
	"sync/atomic"
	"time"
)

// Result is one probe outcome.
type Result struct {
	Target  string
	OK      bool
	Latency time.Duration
	At      time.Time
	Err     string
}

// Stats are counters over every result recorded since start. They are updated
// atomically so they can be read without taking the store's lock.
type Stats struct {
	Probes   int64
	Failures int64
}

// Store keeps the latest result per target.
type Store struct {
	mu     sync.Mutex
	latest map[string]Result
	Stats  Stats
}

func New() *Store {
	return &Store{latest: make(map[string]Result)}
}

// Record saves r as the latest result for its target.
func (s *Store) Record(r Result) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.latest[r.Target] = r
	atomic.AddInt64(&s.Stats.Probes, 1)
	if !r.OK {
		atomic.AddInt64(&s.Stats.Failures, 1)
	}
}

// Snapshot returns the latest results, sorted by target.
func (s *Store) Snapshot() []Result {
	s.mu.Lock()
	defer s.mu.Unlock()
	out := make([]Result, 0, len(s.latest))
	for _, r := range s.latest {
		out = append(out, r)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Target < out[j].Target })
	return out
}

// Down lists targets whose latest probe failed.
func (s *Store) Down() []string {
	s.mu.Lock()
	defer s.mu.Unlock()
	var down []string
	for t, r := range s.latest {
		if !r.OK {
			down = append(down, t)
		}
	}
	sort.Strings(down)
	return down
}
