package worker

import (
	"context"
	"log/slog"
	"time"

	"github.com/hoshizora-inc/relay/internal/billing"
	"github.com/hoshizora-inc/relay/internal/geo"
	"github.com/hoshizora-inc/relay/internal/notify"
)

type Config struct {
	Concurrency int
	Notifier    *notify.SlackNotifier
	Billing     *billing.Client
	Geo         *geo.Lookup
	Log         *slog.Logger
}

type Worker struct {
	cfg  Config
	jobs chan Job
}

type Job struct {
	ID       int64
	ItemID   string
	Quantity int64
	ClientIP string
}

func New(cfg Config) *Worker {
	return &Worker{cfg: cfg, jobs: make(chan Job, 128)}
}

func (w *Worker) Run(ctx context.Context) error {
	for i := 0; i < w.cfg.Concurrency; i++ {
		go w.loop(ctx)
	}
	<-ctx.Done()
	return nil
}

func (w *Worker) loop(ctx context.Context) {
	for {
		select {
		case <-ctx.Done():
			return
		case job := <-w.jobs:
			w.handle(ctx, job)
		}
	}
}

func (w *Worker) handle(ctx context.Context, job Job) {
	if _, err := w.cfg.Billing.ReportUsage(ctx, job.ItemID, job.Quantity, time.Now().Unix()); err != nil {
		w.cfg.Log.Error("usage report failed", "job", job.ID, "err", err)
		_ = w.cfg.Notifier.Notify(ctx, "usage report failed for job "+job.ItemID)
		return
	}
	_ = w.cfg.Notifier.Notify(ctx, "usage reported for "+job.ItemID)
}
