package webhook

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"sync"
	"time"

	"github.com/hanamaru-inc/notify-gateway/internal/store"
)

// Dispatcher delivers outbox messages to subscriber endpoints, retrying with Backoff
// until MaxAttempts, after which the message goes to the dead-letter state.
type Dispatcher struct {
	Outbox      *store.Outbox
	Client      *http.Client
	Secret      []byte
	Backoff     *Backoff
	MaxAttempts int
	Workers     int
	Logger      *slog.Logger
}

func (d *Dispatcher) Run(ctx context.Context) error {
	jobs := make(chan store.Message)
	var wg sync.WaitGroup
	for i := 0; i < d.Workers; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for m := range jobs {
				d.handle(ctx, m)
			}
		}()
	}
	defer func() { close(jobs); wg.Wait() }()

	tick := time.NewTicker(time.Second)
	defer tick.Stop()
	for {
		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-tick.C:
			due, err := d.Outbox.Due(ctx, time.Now(), 100)
			if err != nil {
				return fmt.Errorf("load due messages: %w", err)
			}
			for _, m := range due {
				jobs <- m
			}
		}
	}
}

func (d *Dispatcher) handle(ctx context.Context, m store.Message) {
	err := d.deliver(ctx, m)
	switch {
	case err == nil:
		_ = d.Outbox.MarkDelivered(ctx, m.ID)
	case m.Attempts+1 >= d.MaxAttempts:
		d.Logger.Warn("giving up", "message", m.ID, "endpoint", m.Endpoint, "err", err)
		_ = d.Outbox.MarkDead(ctx, m.ID, err.Error())
	default:
		next := d.Backoff.Schedule(time.Now(), m.Attempts+1)
		d.Logger.Info("retry scheduled", "message", m.ID, "attempt", m.Attempts+1, "at", next)
		_ = d.Outbox.MarkRetry(ctx, m.ID, next, err.Error())
	}
}

func (d *Dispatcher) deliver(ctx context.Context, m store.Message) error {
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, m.Endpoint, bytes.NewReader(m.Payload))
	if err != nil {
		return err
	}
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set(Header, Sign(d.Secret, time.Now(), m.Payload))
	resp, err := d.Client.Do(req)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	_, _ = io.Copy(io.Discard, io.LimitReader(resp.Body, 64<<10))
	if resp.StatusCode >= 300 {
		return fmt.Errorf("endpoint answered %s", resp.Status)
	}
	return nil
}
