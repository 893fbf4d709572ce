package webhook

import (
	"bytes"
	"context"
	"crypto/hmac"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"log/slog"
	"math/rand/v2"
	"net/http"
	"strconv"
	"time"
)

const (
	baseDelay   = 2 * time.Second
	maxDelay    = 10 * time.Minute
	maxAttempts = 8
)

type Dispatcher struct {
	store  Store
	client *http.Client
	log    *slog.Logger
}

func NewDispatcher(store Store, client *http.Client, log *slog.Logger) *Dispatcher {
	return &Dispatcher{store: store, client: client, log: log}
}

// sign returns the hex HMAC-SHA256 of the timestamp and the body, as subscribers verify it.
func sign(secret string, ts int64, body []byte) string {
	mac := hmac.New(sha256.New, []byte(secret))
	fmt.Fprintf(mac, "%d.", ts)
	mac.Write(body)
	return hex.EncodeToString(mac.Sum(nil))
}

func backoff(attempt int) time.Duration {
	d := baseDelay << attempt
	if d <= 0 || d > maxDelay {
		d = maxDelay
	}
	// spread retries so that a recovered endpoint is not hit by every delivery at once
	jitter := time.Duration(rand.Int64N(int64(d) / 2))
	return d + jitter
}

// Deliver posts one event to one subscription.
func (d *Dispatcher) Deliver(ctx context.Context, sub Subscription, ev Event) error {
	payload, err := json.Marshal(ev)
	if err != nil {
		return err
	}
	ts := time.Now().Unix()
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, sub.URL, bytes.NewReader(payload))
	if err != nil {
		return err
	}
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("X-Hook-Id", ev.ID)
	req.Header.Set("X-Hook-Timestamp", strconv.FormatInt(ts, 10))
	req.Header.Set("X-Hook-Signature", "sha256="+sign(sub.Secret, ts, payload))
	resp, err := d.client.Do(req)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	if resp.StatusCode >= 300 {
		return fmt.Errorf("endpoint answered %d", resp.StatusCode)
	}
	return nil
}

// Run takes due deliveries from the store and retries failures with exponential backoff.
func (d *Dispatcher) Run(ctx context.Context, workers int) error {
	jobs := make(chan Delivery)
	for i := 0; i < workers; i++ {
		go func() {
			for job := range jobs {
				err := d.Deliver(ctx, job.Sub, job.Event)
				if err == nil {
					d.store.MarkDone(ctx, job.ID)
					continue
				}
				d.log.Warn("delivery failed", "delivery", job.ID, "attempt", job.Attempt, "err", err)
				if job.Attempt+1 >= maxAttempts {
					d.store.MarkDead(ctx, job.ID, err.Error())
					continue
				}
				d.store.Reschedule(ctx, job.ID, time.Now().Add(backoff(job.Attempt)))
			}
		}()
	}
	defer close(jobs)
	for {
		due, err := d.store.Due(ctx, 100)
		if err != nil {
			return err
		}
		for _, job := range due {
			select {
			case jobs <- job:
			case <-ctx.Done():
				return ctx.Err()
			}
		}
		select {
		case <-time.After(time.Second):
		case <-ctx.Done():
			return ctx.Err()
		}
	}
}
