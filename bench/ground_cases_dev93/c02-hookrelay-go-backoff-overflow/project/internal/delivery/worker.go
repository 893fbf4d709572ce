package delivery

import (
	"bytes"
	"context"
	"fmt"
	"log/slog"
	"math/rand"
	"net/http"
	"time"
)

type Worker struct {
	Store        *Store
	Client       *http.Client
	Policy       Policy
	MaxAttempts  int
	TTL          time.Duration
	PollInterval time.Duration
	BatchSize    int
	Log          *slog.Logger
	rnd          *rand.Rand
}

func (w *Worker) Run(ctx context.Context) error {
	w.rnd = rand.New(rand.NewSource(time.Now().UnixNano()))
	tick := time.NewTicker(w.PollInterval)
	defer tick.Stop()
	for {
		batch, err := w.Store.ClaimDue(ctx, w.BatchSize)
		if err != nil {
			w.Log.Error("claim due deliveries", "err", err)
		}
		for _, d := range batch {
			w.handle(ctx, d)
		}
		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-tick.C:
		}
	}
}

func (w *Worker) handle(ctx context.Context, d Delivery) {
	status, err := w.post(ctx, d)
	if err == nil && status >= 200 && status < 300 {
		if err := w.Store.MarkDelivered(ctx, d.ID); err != nil {
			w.Log.Error("mark delivered", "id", d.ID, "err", err)
		}
		return
	}
	lastErr := fmt.Sprintf("status %d", status)
	if err != nil {
		lastErr = err.Error()
	}
	attempt := d.Attempts + 1
	expired := w.TTL > 0 && time.Since(d.CreatedAt) > w.TTL
	if expired || (w.MaxAttempts > 0 && attempt >= w.MaxAttempts) {
		if err := w.Store.MarkDead(ctx, d.ID, attempt, lastErr); err != nil {
			w.Log.Error("mark dead", "id", d.ID, "err", err)
		}
		w.Log.Warn("delivery dead-lettered",
			"id", d.ID, "endpoint_id", d.EndpointID, "event", d.EventType,
			"attempts", attempt, "expired", expired, "last_error", lastErr)
		return
	}
	next := time.Now().Add(NextDelay(attempt, w.Policy, w.rnd))
	if err := w.Store.ScheduleRetry(ctx, d.ID, attempt, next, lastErr); err != nil {
		w.Log.Error("schedule retry", "id", d.ID, "err", err)
	}
}

func (w *Worker) post(ctx context.Context, d Delivery) (int, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, d.URL, bytes.NewReader(d.Payload))
	if err != nil {
		return 0, err
	}
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("X-Hookrelay-Event", d.EventType)
	req.Header.Set("X-Hookrelay-Delivery", fmt.Sprint(d.ID))
	resp, err := w.Client.Do(req)
	if err != nil {
		return 0, err
	}
	defer resp.Body.Close()
	return resp.StatusCode, nil
}
