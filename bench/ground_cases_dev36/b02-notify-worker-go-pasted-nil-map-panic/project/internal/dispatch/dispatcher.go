package dispatch

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"sync/atomic"
	"time"

	"github.com/kumo-inc/notify-worker/internal/channel"
)

type Job struct {
	ID       string            `json:"id"`
	Channel  string            `json:"channel"`
	UserID   string            `json:"user_id"`
	Template string            `json:"template"`
	Payload  map[string]string `json:"payload"`
}

func (j Job) key() string { return j.Channel + ":" + j.UserID + ":" + j.Template }

func DecodeJob(body []byte) (Job, error) {
	var j Job
	if err := json.Unmarshal(body, &j); err != nil {
		return Job{}, fmt.Errorf("decode job: %w", err)
	}
	return j, nil
}

type Dispatcher struct {
	senders map[string]channel.Sender
	dedupe  *Deduper
	retry   RetryPolicy
	log     *slog.Logger

	sent, deduped, failed atomic.Int64
}

func New(senders map[string]channel.Sender, dedupe *Deduper, retry RetryPolicy, log *slog.Logger) *Dispatcher {
	return &Dispatcher{senders: senders, dedupe: dedupe, retry: retry, log: log}
}

var ErrUnknownChannel = errors.New("unknown channel")

func (d *Dispatcher) Handle(ctx context.Context, job Job) error {
	sender, ok := d.senders[job.Channel]
	if !ok {
		return fmt.Errorf("job %s: %w: %q", job.ID, ErrUnknownChannel, job.Channel)
	}
	if d.dedupe.Seen(job.key()) {
		d.deduped.Add(1)
		d.log.Info("skip duplicate", "job", job.ID, "key", job.key())
		return nil
	}
	var err error
	for attempt := 1; attempt <= d.retry.MaxAttempts; attempt++ {
		err = sender.Send(ctx, job.UserID, job.Template, job.Payload)
		if err == nil {
			d.sent.Add(1)
			return nil
		}
		if !channel.IsTemporary(err) {
			break
		}
		wait := d.retry.Backoff(attempt)
		d.log.Warn("send failed, retrying", "job", job.ID, "attempt", attempt, "wait", wait, "err", err)
		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-time.After(wait):
		}
	}
	d.failed.Add(1)
	return fmt.Errorf("job %s: %w", job.ID, err)
}
