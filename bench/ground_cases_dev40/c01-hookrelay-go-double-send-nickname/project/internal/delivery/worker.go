package delivery

import (
	"bytes"
	"context"
	"crypto/hmac"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"io"
	"log/slog"
	"math/rand/v2"
	"net/http"
	"strconv"
	"sync"
	"time"

	"github.com/lumenpay/hookrelay/internal/store"
)

const (
	maxAttempts = 12
	baseDelay   = 30 * time.Second
	maxDelay    = time.Hour
)

// Queue is the part of the store the workers use.
type Queue interface {
	ClaimBatch(ctx context.Context, limit int) ([]store.Job, error)
	MarkDone(ctx context.Context, id int64) error
	Reschedule(ctx context.Context, id int64, next time.Time, lastErr string, dead bool) error
}

type Pool struct {
	q       Queue
	client  *http.Client
	workers int
	batch   int
	idle    time.Duration
}

func NewPool(q Queue, client *http.Client, workers, batch int) *Pool {
	return &Pool{q: q, client: client, workers: workers, batch: batch, idle: 2 * time.Second}
}

// Run starts the workers and blocks until ctx is cancelled.
func (p *Pool) Run(ctx context.Context) {
	var wg sync.WaitGroup
	for i := 0; i < p.workers; i++ {
		wg.Add(1)
		go func(n int) {
			defer wg.Done()
			p.loop(ctx, n)
		}(i)
	}
	wg.Wait()
}

func (p *Pool) loop(ctx context.Context, n int) {
	log := slog.With("worker", n)
	for ctx.Err() == nil {
		jobs, err := p.q.ClaimBatch(ctx, p.batch)
		if err != nil {
			log.Error("claim", "err", err)
			sleep(ctx, p.idle)
			continue
		}
		if len(jobs) == 0 {
			sleep(ctx, p.idle)
			continue
		}
		for _, job := range jobs {
			p.deliver(ctx, log, job)
		}
	}
}

func (p *Pool) deliver(ctx context.Context, log *slog.Logger, job store.Job) {
	err := p.send(ctx, job)
	if err == nil {
		if err := p.q.MarkDone(ctx, job.ID); err != nil {
			log.Error("mark done", "job", job.ID, "err", err)
		}
		return
	}
	dead := job.Attempts >= maxAttempts
	next := time.Now().Add(nextDelay(job.Attempts))
	log.Warn("delivery failed", "job", job.ID, "event", job.EventID, "attempt", job.Attempts, "dead", dead, "err", err)
	if err := p.q.Reschedule(ctx, job.ID, next, err.Error(), dead); err != nil {
		log.Error("reschedule", "job", job.ID, "err", err)
	}
}

// nextDelay is how long to wait before the next attempt: 30s, 1m, 2m, ... capped at
// maxDelay, with jitter in [d/2, d) so that failed jobs do not retry in lockstep.
func nextDelay(attempt int) time.Duration {
	if attempt < 1 {
		attempt = 1
	}
	d := maxDelay
	if attempt <= 8 {
		d = min(baseDelay<<(attempt-1), maxDelay)
	}
	return d/2 + time.Duration(rand.Int64N(int64(d/2)))
}

func (p *Pool) send(ctx context.Context, job store.Job) error {
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, job.EndpointURL, bytes.NewReader(job.Payload))
	if err != nil {
		return err
	}
	ts := strconv.FormatInt(time.Now().Unix(), 10)
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("X-Hook-Event", job.EventID)
	req.Header.Set("X-Hook-Timestamp", ts)
	req.Header.Set("X-Hook-Signature", sign(job.Secret, ts, job.Payload))
	resp, err := p.client.Do(req)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	_, _ = io.Copy(io.Discard, io.LimitReader(resp.Body, 64<<10))
	if resp.StatusCode < 200 || resp.StatusCode >= 300 {
		return fmt.Errorf("endpoint answered %d", resp.StatusCode)
	}
	return nil
}

func sign(secret, ts string, body []byte) string {
	mac := hmac.New(sha256.New, []byte(secret))
	mac.Write([]byte(ts))
	mac.Write([]byte("."))
	mac.Write(body)
	return "sha256=" + hex.EncodeToString(mac.Sum(nil))
}

func sleep(ctx context.Context, d time.Duration) {
	select {
	case <-ctx.Done():
	case <-time.After(d):
	}
}
