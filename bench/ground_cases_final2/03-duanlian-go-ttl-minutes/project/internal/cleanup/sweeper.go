package cleanup

import (
	"log"
	"time"

	"github.com/lanshan-tech/duanlian/internal/store"
)

// Sweeper deletes links that expired more than a day ago.
type Sweeper struct {
	store    store.Store
	interval time.Duration
}

func NewSweeper(s store.Store, interval time.Duration) *Sweeper {
	return &Sweeper{store: s, interval: interval}
}

func (s *Sweeper) Run() {
	t := time.NewTicker(s.interval)
	defer t.Stop()
	for range t.C {
		cutoff := time.Now().Add(-24 * time.Hour)
		n := 0
		for _, l := range s.store.All() {
			if l.ExpiresAt != nil && l.ExpiresAt.Before(cutoff) {
				_ = s.store.Delete(l.Code)
				n++
			}
		}
		if n > 0 {
			log.Printf("sweeper: removed %d expired links", n)
		}
	}
}
