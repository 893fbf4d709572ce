package worker

import (
	"context"
	"log/slog"
	"sync"
	"time"

	"github.com/hoshino-tech/mailq/internal/queue"
	"github.com/hoshino-tech/mailq/internal/sender"
)

type Config struct {
	Concurrency int
	MaxAttempts int
	PollEvery   time.Duration
}

type Worker struct {
	cfg    Config
	q      queue.Queue
	sender sender.Sender
	log    *slog.Logger
}

func New(cfg Config, q queue.Queue, s sender.Sender, log *slog.Logger) *Worker {
	return &Worker{cfg: cfg, q: q, sender: s, log: log}
}

func (w *Worker) Run(ctx context.Context) {
	var wg sync.WaitGroup
	for i := range w.cfg.Concurrency {
		wg.Add(1)
		go func() {
			defer wg.Done()
			w.loop(ctx, i)
		}()
	}
	wg.Wait()
}

func (w *Worker) loop(ctx context.Context, id int) {
	ticker := time.NewTicker(w.cfg.PollEvery)
	defer ticker.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-ticker.C:
		}
		job, err := w.q.Dequeue(ctx)
		if err != nil {
			w.log.Error("dequeue failed", "worker", id, "err", err)
			continue
		}
		if job == nil {
			continue
		}
		w.handle(ctx, id, job)
	}
}

func (w *Worker) handle(ctx context.Context, id int, job *queue.Job) {
	err := w.sender.Send(ctx, job.Message)
	if err == nil {
		_ = w.q.Ack(ctx, job.ID)
		return
	}
	if job.Attempts+1 >= w.cfg.MaxAttempts {
		w.log.Warn("giving up", "worker", id, "job", job.ID, "err", err)
		_ = w.q.DeadLetter(ctx, job.ID, err.Error())
		return
	}
	delay := Backoff(job.Attempts)
	w.log.Info("retry scheduled", "worker", id, "job", job.ID, "in", delay)
	_ = w.q.Retry(ctx, job.ID, delay)
}
