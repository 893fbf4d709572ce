package dispatch

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"net/http"
	"time"

	"github.com/parcelhub/hookd/internal/config"
	"github.com/parcelhub/hookd/internal/store"
)

type Dispatcher struct {
	store       *store.Store
	client      *Client
	jobs        chan store.Job
	workers     int
	maxAttempts int
	poll        time.Duration
}

func New(st *store.Store, c *Client, cfg config.Dispatch) *Dispatcher {
	return &Dispatcher{store: st, client: c, jobs: make(chan store.Job, cfg.QueueSize),
		workers: cfg.Workers, maxAttempts: cfg.MaxAttempts, poll: cfg.PollInterval}
}

// Run starts the workers and feeds them pending jobs until ctx is done.
func (d *Dispatcher) Run(ctx context.Context) {
	for i := 0; i < d.workers; i++ {
		go d.worker(ctx, i)
	}
	t := time.NewTicker(d.poll)
	defer t.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-t.C:
			for _, job := range d.store.ClaimPending(ctx, cap(d.jobs)-len(d.jobs)) {
				d.jobs <- job
			}
		}
	}
}

func (d *Dispatcher) worker(ctx context.Context, id int) {
	for {
		select {
		case <-ctx.Done():
			return
		case job := <-d.jobs:
			d.deliver(ctx, job)
		}
	}
}

func (d *Dispatcher) deliver(ctx context.Context, job store.Job) {
	for attempt := 0; ; attempt++ {
		err := d.client.Deliver(ctx, job.URL, job.Body)
		if err == nil {
			d.store.MarkDelivered(ctx, job.ID)
			return
		}
		if !retryable(err) || attempt+1 >= d.maxAttempts {
			slog.Warn("giving up", "job", job.ID, "attempts", attempt+1, "err", err)
			d.store.MarkFailed(ctx, job.ID, err.Error())
			return
		}
		time.Sleep(backoff(attempt))
	}
}

// backoff doubles from one second: 1s, 2s, 4s, ...
func backoff(attempt int) time.Duration {
	return time.Duration(1<<attempt) * time.Second
}

func retryable(err error) bool {
	var se *StatusError
	if errors.As(err, &se) {
		return se.Code >= 500 || se.Code == http.StatusTooManyRequests
	}
	return true // network errors
}

func (d *Dispatcher) QueueDepthHandler(w http.ResponseWriter, _ *http.Request) {
	fmt.Fprintf(w, "hookd_queue_depth %d\n", len(d.jobs))
}
