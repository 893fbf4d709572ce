// Package worker runs queued jobs on a fixed number of goroutines.
package worker

import (
	"context"
	"fmt"
	"log/slog"
	"sync"
	"time"

	"example.com/jobq/internal/queue"
)

// Handler runs one job. A non-nil error makes the queue retry it later.
type Handler func(ctx context.Context, j *queue.Job) error

type Pool struct {
	q        *queue.Queue
	handlers map[string]Handler
	size     int
	poll     time.Duration
	log      *slog.Logger
}

func NewPool(q *queue.Queue, size int, poll time.Duration, log *slog.Logger) *Pool {
	return &Pool{q: q, handlers: make(map[string]Handler), size: size, poll: poll, log: log}
}

func (p *Pool) Handle(kind string, h Handler) { p.handlers[kind] = h }

// Run starts the workers and blocks until ctx is cancelled and every worker
// has finished its current job.
func (p *Pool) Run(ctx context.Context) {
	var wg sync.WaitGroup
	for i := 0; i < p.size; i++ {
		id := fmt.Sprintf("w%d", i+1)
		wg.Add(1)
		go func() {
			defer wg.Done()
			p.loop(ctx, id)
		}()
	}
	wg.Wait()
}

func (p *Pool) loop(ctx context.Context, id string) {
	t := time.NewTicker(p.poll)
	defer t.Stop()
	for {
		for ctx.Err() == nil {
			j, ok := p.q.Claim(id)
			if !ok {
				break
			}
			p.run(ctx, id, j)
		}
		select {
		case <-ctx.Done():
			return
		case <-t.C:
		}
	}
}

func (p *Pool) run(ctx context.Context, workerID string, j *queue.Job) {
	log := p.log.With("job", j.ID, "kind", j.Kind, "worker", workerID, "attempt", j.Attempts)
	h, ok := p.handlers[j.Kind]
	if !ok {
		log.Error("no handler for job kind")
		_ = p.q.Complete(j.ID, fmt.Errorf("no handler for kind %q", j.Kind))
		return
	}
	log.Info("job started")
	start := time.Now()
	err := h(ctx, j)
	if err != nil {
		log.Warn("job failed", "err", err, "took", time.Since(start))
	} else {
		log.Info("job finished", "took", time.Since(start))
	}
	if cerr := p.q.Complete(j.ID, err); cerr != nil {
		log.Error("complete failed", "err", cerr)
	}
}
