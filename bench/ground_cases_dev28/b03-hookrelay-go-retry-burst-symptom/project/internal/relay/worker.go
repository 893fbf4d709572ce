package relay

import (
	"bytes"
	"context"
	"fmt"
	"log/slog"
	"net/http"
	"time"

	"github.com/kumo-dev/hookrelay/internal/retry"
)

// Delivery is one webhook to send to one target.
type Delivery struct {
	ID      string
	URL     string
	Body    []byte
	Headers map[string]string
}

// Worker sends deliveries from a queue, retrying failures with backoff.
type Worker struct {
	Client *http.Client
	Policy retry.Policy
	Log    *slog.Logger
	// sleep is time.After in production; tests replace it.
	sleep func(time.Duration) <-chan time.Time
}

func NewWorker(client *http.Client, policy retry.Policy, log *slog.Logger) *Worker {
	return &Worker{Client: client, Policy: policy, Log: log, sleep: time.After}
}

// Run delivers from queue until ctx is done.
func (w *Worker) Run(ctx context.Context, queue <-chan Delivery, done chan<- string) {
	for {
		select {
		case <-ctx.Done():
			return
		case d := <-queue:
			if err := w.deliver(ctx, d); err != nil {
				w.Log.Error("delivery failed", "id", d.ID, "url", d.URL, "err", err)
			}
			if done != nil {
				done <- d.ID
			}
		}
	}
}

func (w *Worker) deliver(ctx context.Context, d Delivery) error {
	for attempt := 1; ; attempt++ {
		err := w.send(ctx, d)
		if err == nil {
			return nil
		}
		if w.Policy.Exhausted(attempt) {
			return fmt.Errorf("giving up after %d attempts: %w", attempt, err)
		}
		delay := retry.Backoff(attempt, w.Policy.BaseDelay, w.Policy.MaxDelay)
		w.Log.Warn("retrying", "id", d.ID, "attempt", attempt, "delay", delay, "err", err)
		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-w.sleep(delay):
		}
	}
}

func (w *Worker) send(ctx context.Context, d Delivery) error {
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, d.URL, bytes.NewReader(d.Body))
	if err != nil {
		return err
	}
	for k, v := range d.Headers {
		req.Header.Set(k, v)
	}
	resp, err := w.Client.Do(req)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	if resp.StatusCode >= 300 {
		return fmt.Errorf("target answered %d", resp.StatusCode)
	}
	return nil
}
