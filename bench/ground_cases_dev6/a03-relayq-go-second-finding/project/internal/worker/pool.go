package worker

import (
	"context"
	"errors"
	"log/slog"
	"sync"
	"time"

	"example.com/relayq/internal/jobs"
	"example.com/relayq/internal/retry"
)

type Handler func(ctx context.Context, j jobs.Job) error

type Pool struct {
	size       int
	maxRetries int
	handler    Handler
	queue      chan jobs.Job
	wg         sync.WaitGroup
	log        *slog.Logger
}

func New(size, maxRetries int, h Handler, log *slog.Logger) *Pool {
	return &Pool{size: size, maxRetries: maxRetries, handler: h, queue: make(chan jobs.Job, size*4), log: log}
}

func (p *Pool) Start(ctx context.Context) {
	for i := 0; i < p.size; i++ {
		p.wg.Add(1)
		go func(id int) {
			defer p.wg.Done()
			for j := range p.queue {
				p.process(ctx, id, j)
			}
		}(i)
	}
}

// Submit queues a job. It must not be called after Stop.
func (p *Pool) Submit(j jobs.Job) {
	p.queue <- j
}

// Stop closes the queue and waits for the workers to drain it.
func (p *Pool) Stop() {
	close(p.queue)
	p.wg.Wait()
}

func (p *Pool) process(ctx context.Context, worker int, j jobs.Job) {
	var err error
	for attempt := 0; attempt <= p.maxRetries; attempt++ {
		if attempt > 0 {
			time.Sleep(retry.Backoff(attempt))
		}
		err = p.handler(ctx, j)
		if err == nil {
			return
		}
		if errors.Is(err, context.Canceled) {
			return
		}
		p.log.Warn("delivery failed", "worker", worker, "job", j.ID, "attempt", attempt, "err", err)
	}
	p.log.Error("delivery gave up", "job", j.ID, "err", err)
}
