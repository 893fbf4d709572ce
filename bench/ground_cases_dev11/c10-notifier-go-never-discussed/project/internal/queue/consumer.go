package queue

import (
	"context"
	"encoding/json"
	"errors"
	"log/slog"
	"sync"
	"time"

	"github.com/redis/go-redis/v9"
)

type Job struct {
	ID       string            `json:"id"`
	Channel  string            `json:"channel"` // "email" or "push"
	To       string            `json:"to"`
	Template string            `json:"template,omitempty"`
	Title    string            `json:"title,omitempty"`
	Body     string            `json:"body,omitempty"`
	Data     map[string]string `json:"data,omitempty"`
	Attempt  int               `json:"attempt"`
}

type Handler func(ctx context.Context, j Job) error

type Handlers struct {
	Email Handler
	Push  Handler
}

type Consumer struct {
	rdb         *redis.Client
	key         string
	workers     int
	maxAttempts int
	handlers    Handlers
}

func NewConsumer(rdb *redis.Client, key string, workers, maxAttempts int, h Handlers) *Consumer {
	return &Consumer{rdb: rdb, key: key, workers: workers, maxAttempts: maxAttempts, handlers: h}
}

// Run pops jobs with BRPOP and hands them to a fixed pool of workers until ctx ends.
func (c *Consumer) Run(ctx context.Context) error {
	jobs := make(chan Job)
	var wg sync.WaitGroup
	for i := 0; i < c.workers; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for j := range jobs {
				c.handle(ctx, j)
			}
		}()
	}
	defer func() {
		close(jobs)
		wg.Wait()
	}()

	for {
		res, err := c.rdb.BRPop(ctx, 5*time.Second, c.key).Result()
		if errors.Is(err, redis.Nil) {
			continue
		}
		if err != nil {
			if ctx.Err() != nil {
				return nil
			}
			slog.Error("brpop failed", "queue", c.key, "err", err)
			time.Sleep(time.Second)
			continue
		}
		var j Job
		if err := json.Unmarshal([]byte(res[1]), &j); err != nil {
			slog.Error("bad job payload", "err", err, "payload", res[1])
			continue
		}
		select {
		case jobs <- j:
		case <-ctx.Done():
			return nil
		}
	}
}

func (c *Consumer) handle(ctx context.Context, j Job) {
	var h Handler
	switch j.Channel {
	case "email":
		h = c.handlers.Email
	case "push":
		h = c.handlers.Push
	default:
		slog.Warn("unknown channel, job dropped", "job_id", j.ID, "channel", j.Channel)
		return
	}
	start := time.Now()
	err := h(ctx, j)
	if err == nil {
		slog.Info("job sent", "job_id", j.ID, "channel", j.Channel, "to", j.To,
			"attempt", j.Attempt+1, "duration", time.Since(start).Round(time.Millisecond))
		return
	}
	j.Attempt++
	if j.Attempt >= c.maxAttempts {
		slog.Error("job failed, giving up", "job_id", j.ID, "channel", j.Channel, "attempts", j.Attempt, "err", err)
		return
	}
	delay := time.Duration(1<<j.Attempt) * time.Second
	slog.Warn("job failed, will retry", "job_id", j.ID, "channel", j.Channel, "attempt", j.Attempt,
		"retry_in", delay, "err", err)
	time.AfterFunc(delay, func() { c.requeue(j) })
}

func (c *Consumer) requeue(j Job) {
	payload, _ := json.Marshal(j)
	if err := c.rdb.LPush(context.Background(), c.key, payload).Err(); err != nil {
		slog.Error("requeue failed", "job_id", j.ID, "err", err)
	}
}
