package webhook

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"time"
)

type Config struct {
	Secret      string
	Timeout     time.Duration
	MaxAttempts int // total tries per event, including the first; 0 means 5
}

type Event struct {
	ID      string
	Type    string
	URL     string
	Payload []byte
}

type Sender struct {
	cfg    Config
	client *http.Client
	log    *slog.Logger
}

func NewSender(cfg Config, log *slog.Logger) *Sender {
	if cfg.Timeout == 0 {
		cfg.Timeout = 10 * time.Second
	}
	if cfg.MaxAttempts <= 0 {
		cfg.MaxAttempts = 5
	}
	return &Sender{cfg: cfg, client: &http.Client{Timeout: cfg.Timeout}, log: log}
}

func (s *Sender) newRequest(ctx context.Context, ev Event) (*http.Request, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, ev.URL, bytes.NewReader(ev.Payload))
	if err != nil {
		return nil, err
	}
	ts := time.Now().Unix()
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("X-Event-Id", ev.ID)
	req.Header.Set("X-Event-Type", ev.Type)
	req.Header.Set("X-Timestamp", fmt.Sprint(ts))
	req.Header.Set("X-Signature", Sign(s.cfg.Secret, ts, ev.Payload))
	return req, nil
}

// Send delivers one event, retrying transport errors, 429 and 5xx with backoff.
func (s *Sender) Send(ctx context.Context, ev Event) error {
	var lastErr error
	for attempt := 1; attempt <= s.cfg.MaxAttempts; attempt++ {
		req, err := s.newRequest(ctx, ev)
		if err != nil {
			return err
		}
		status, err := s.do(req)
		if err == nil && status < 300 {
			return nil
		}
		lastErr = err
		if lastErr == nil {
			lastErr = fmt.Errorf("webhook %s: status %d", ev.ID, status)
		}
		if !retryable(status, err) || attempt == s.cfg.MaxAttempts {
			break
		}
		wait := backoff(attempt)
		s.log.Warn("webhook attempt failed, retrying", "event", ev.ID, "attempt", attempt, "wait", wait, "err", lastErr)
		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-time.After(wait):
		}
	}
	return lastErr
}

func (s *Sender) do(req *http.Request) (int, error) {
	resp, err := s.client.Do(req)
	if err != nil {
		return 0, err
	}
	defer resp.Body.Close()
	_, _ = io.Copy(io.Discard, resp.Body)
	return resp.StatusCode, nil
}
