package notify

import (
	"log"
	"math/rand"
	"time"
)

// Backoff returns the wait before retry number attempt (1-based), with up to 20% jitter.
func Backoff(base, max time.Duration, attempt int, rnd *rand.Rand) time.Duration {
	d := base << (attempt - 1)
	if d > max || d <= 0 {
		d = max
	}
	jitter := time.Duration(rnd.Int63n(int64(d)/5 + 1))
	return d - jitter
}

func RunDispatcher(s *Store, cfg Config) {
	rnd := rand.New(rand.NewSource(time.Now().UnixNano()))
	for {
		batch, err := s.ListPending(cfg.BatchSize)
		if err != nil {
			log.Printf("list pending: %v", err)
			time.Sleep(cfg.PollInterval)
			continue
		}
		for _, n := range batch {
			if err := deliver(n); err != nil {
				if n.Attempts+1 >= cfg.MaxAttempts {
					_ = s.MarkFailed(n.ID, err.Error())
					continue
				}
				_ = s.Reschedule(n.ID, time.Now().Add(Backoff(cfg.BaseBackoff, cfg.MaxBackoff, n.Attempts+1, rnd)))
				continue
			}
			_ = s.MarkSent(n.ID)
		}
		time.Sleep(cfg.PollInterval)
	}
}

func deliver(n Notification) error {
	// real delivery goes through the push gateway client; stubbed in this service
	return nil
}
