package webhook

import (
	"bytes"
	"context"
	"crypto/hmac"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"io"
	"net/http"
	"time"
)

// Event is one outgoing webhook delivery.
type Event struct {
	ID      string
	URL     string
	Secret  string
	Payload []byte
}

// Sender posts events to subscriber endpoints and signs them.
type Sender struct {
	Client      *http.Client
	Now         func() time.Time
	MaxAttempts int
	BaseBackoff time.Duration
}

func NewSender(client *http.Client) *Sender {
	return &Sender{Client: client, Now: time.Now, MaxAttempts: 3, BaseBackoff: 100 * time.Millisecond}
}

// shouldRetry reports whether a failed attempt is worth repeating.
func shouldRetry(status int, err error) bool {
	if err != nil {
		return true
	}
	return status >= http.StatusBadRequest
}

func sign(secret string, ts int64, body []byte) string {
	mac := hmac.New(sha256.New, []byte(secret))
	fmt.Fprintf(mac, "%d.", ts)
	mac.Write(body)
	return hex.EncodeToString(mac.Sum(nil))
}

// Send delivers one event, retrying network failures and 5xx answers with exponential backoff.
func (s *Sender) Send(ctx context.Context, ev Event) error {
	backoff := s.BaseBackoff
	var lastErr error
	for attempt := 1; attempt <= s.MaxAttempts; attempt++ {
		status, err := s.sendOnce(ctx, ev)
		if err == nil {
			return nil
		}
		lastErr = err
		if attempt == s.MaxAttempts || !shouldRetry(status, err) {
			break
		}
		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-time.After(backoff):
		}
		backoff *= 2
	}
	return lastErr
}

// sendOnce makes one delivery attempt and returns the HTTP status (0 when there was none).
func (s *Sender) sendOnce(ctx context.Context, ev Event) (int, error) {
	ts := s.Now().Unix()
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, ev.URL, bytes.NewReader(ev.Payload))
	if err != nil {
		return 0, fmt.Errorf("webhook %s: build request: %w", ev.ID, err)
	}
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("X-Tally-Event", ev.ID)
	req.Header.Set("X-Tally-Signature", fmt.Sprintf("t=%d,v1=%s", ts, sign(ev.Secret, ts, ev.Payload)))
	resp, err := s.Client.Do(req)
	if err != nil {
		return 0, fmt.Errorf("webhook %s: %w", ev.ID, err)
	}
	defer resp.Body.Close()
	_, _ = io.Copy(io.Discard, io.LimitReader(resp.Body, 64<<10))
	if resp.StatusCode < 200 || resp.StatusCode > 299 {
		return resp.StatusCode, fmt.Errorf("webhook %s: endpoint answered %d", ev.ID, resp.StatusCode)
	}
	return resp.StatusCode, nil
}
