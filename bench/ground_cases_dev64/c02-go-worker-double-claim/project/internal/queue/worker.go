package queue

import (
	"context"
	"errors"
	"log"
	"time"

	"github.com/acme-cn/jobrunner/internal/notify"
)

const (
	pollInterval      = 2 * time.Second
	heartbeatInterval = 15 * time.Second
	maxAttempts       = 10
)

type Handler func(ctx context.Context, payload []byte) error

type Worker struct {
	store    *Store
	hooks    *notify.Client
	id       string
	handlers map[string]Handler
}

func NewWorker(store *Store, hooks *notify.Client, id string) *Worker {
	return &Worker{store: store, hooks: hooks, id: id, handlers: defaultHandlers()}
}

func (w *Worker) Run(ctx context.Context) error {
	for {
		job, err := w.store.Claim(ctx, w.id)
		if errors.Is(err, ErrNoJob) {
			select {
			case <-ctx.Done():
				return ctx.Err()
			case <-time.After(pollInterval):
				continue
			}
		}
		if err != nil {
			return err
		}
		w.process(ctx, job)
	}
}

func (w *Worker) process(ctx context.Context, job *Job) {
	go w.heartbeat(context.Background(), job.ID)

	h, ok := w.handlers[job.Kind]
	if !ok {
		log.Printf("job %d: unknown kind %q", job.ID, job.Kind)
		return
	}
	if err := h(ctx, job.Payload); err != nil {
		attempts := job.Attempts + 1
		log.Printf("job %d attempt %d failed: %v", job.ID, attempts, err)
		if attempts >= maxAttempts {
			_ = w.hooks.JobFailed(ctx, job.ID, err.Error())
			return
		}
		_ = w.store.Reschedule(ctx, job.ID, attempts, time.Now().Add(Backoff(attempts)), err.Error())
		return
	}
	_ = w.store.Complete(ctx, job.ID)
	_ = w.hooks.JobDone(ctx, job.ID)
}

func (w *Worker) heartbeat(ctx context.Context, id int64) {
	t := time.NewTicker(heartbeatInterval)
	defer t.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-t.C:
			if err := w.store.Touch(ctx, id); err != nil {
				log.Printf("job %d heartbeat: %v", id, err)
			}
		}
	}
}
