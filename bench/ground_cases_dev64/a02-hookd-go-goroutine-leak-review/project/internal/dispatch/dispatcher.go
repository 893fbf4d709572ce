package dispatch

import (
	"context"
	"errors"
	"log/slog"
	"time"

	"github.com/relaybox/hookd/internal/config"
)

type Event struct {
	ID       int64
	URL      string
	Body     []byte
	Attempts int
}

type result struct {
	status int
	err    error
}

type Queue interface {
	Claim(ctx context.Context, n int) ([]Event, error)
	Done(ctx context.Context, id int64) error
	Retry(ctx context.Context, id int64, at time.Time, attempts int) error
	Dead(ctx context.Context, id int64) error
}

type Dispatcher struct {
	client *Client
	queue  Queue
	cfg    config.Config
}

func New(c *Client, q Queue, cfg config.Config) *Dispatcher {
	return &Dispatcher{client: c, queue: q, cfg: cfg}
}

func (d *Dispatcher) Run(ctx context.Context) error {
	for {
		select {
		case <-ctx.Done():
			return nil
		case <-time.After(d.cfg.PollInterval):
		}
		events, err := d.queue.Claim(ctx, d.cfg.Workers)
		if err != nil {
			slog.Warn("claim failed", "err", err)
			continue
		}
		for _, ev := range events {
			d.deliver(ctx, ev)
		}
	}
}

func (d *Dispatcher) deliver(ctx context.Context, ev Event) {
	// Buffered: if the timeout below wins, the sender can still complete its send and exit
	// instead of blocking forever on a channel nobody reads.
	results := make(chan result, 1)
	go func() {
		status, err := d.client.Post(ev.URL, ev.Body)
		results <- result{status, err}
	}()

	var r result
	select {
	case r = <-results:
	case <-time.After(d.cfg.SendTimeout):
		r = result{err: errors.New("send timed out")}
	}

	if r.err == nil && r.status < 300 {
		_ = d.queue.Done(ctx, ev.ID)
		return
	}
	attempts := ev.Attempts + 1
	if !retryable(r.status, r.err) || attempts >= d.cfg.MaxAttempts {
		slog.Warn("giving up", "event", ev.ID, "status", r.status, "err", r.err)
		_ = d.queue.Dead(ctx, ev.ID)
		return
	}
	_ = d.queue.Retry(ctx, ev.ID, nextAttemptAt(time.Now(), attempts), attempts)
}
