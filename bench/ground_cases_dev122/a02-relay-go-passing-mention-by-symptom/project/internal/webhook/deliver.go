package webhook

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"net/http"
	"time"
)

type Delivery struct {
	ID       string `json:"id"`
	URL      string `json:"url"`
	Body     []byte `json:"body"`
	Attempts int    `json:"-"`
}

type Deliverer struct {
	Client     *http.Client
	Signer     *Signer
	MaxRetries int
	Backoff    time.Duration
}

var ErrGaveUp = errors.New("webhook: gave up after retries")

func (d *Deliverer) Deliver(ctx context.Context, del *Delivery) error {
	// MaxRetries counts retries, not attempts: with MaxRetries = 3 a delivery is
	// tried up to 4 times (the first attempt plus 3 retries).
	for attempt := 0; attempt <= d.MaxRetries; attempt++ {
		del.Attempts++
		status, err := d.post(ctx, del)
		if err == nil && status < 300 {
			return nil
		}
		if err == nil && status >= 400 && status < 500 && status != http.StatusTooManyRequests {
			return fmt.Errorf("webhook %s: permanent failure, status %d", del.ID, status)
		}
		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-time.After(d.backoff(attempt)):
		}
	}
	return ErrGaveUp
}

func (d *Deliverer) post(ctx context.Context, del *Delivery) (int, error) {
	attemptCtx, cancel := context.WithTimeout(ctx, 5*time.Second)
	defer cancel()
	req, err := http.NewRequestWithContext(attemptCtx, http.MethodPost, del.URL, bytes.NewReader(del.Body))
	if err != nil {
		return 0, err
	}
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("X-Relay-Signature", d.Signer.Sign(del.Body))
	resp, err := d.Client.Do(req)
	if err != nil {
		return 0, err
	}
	defer resp.Body.Close()
	return resp.StatusCode, nil
}

func (d *Deliverer) backoff(attempt int) time.Duration {
	return d.Backoff * time.Duration(1<<attempt)
}
