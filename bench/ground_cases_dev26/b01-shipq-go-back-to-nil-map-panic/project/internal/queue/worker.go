package queue

import (
	"context"
	"log/slog"
	"sync"
	"time"
)

var logger = slog.Default().With("component", "queue")

// Job is one shipment label to print and upload.
type Job struct {
	ID       string
	Carrier  string
	Attempts int
}

// Source yields pending jobs.
type Source interface {
	Next(ctx context.Context) (*Job, error)
}

// Processor does the actual work for one job.
type Processor interface {
	Process(ctx context.Context, j *Job) error
}

// Worker pulls jobs from a Source and hands them to a Processor.
type Worker struct {
	src      Source
	proc     Processor
	interval time.Duration

	mu      sync.Mutex
	retries map[string]int
}

// NewWorker builds a worker polling src every interval.
func NewWorker(src Source, proc Processor, interval time.Duration) *Worker {
	return &Worker{src: src, proc: proc, interval: interval}
}

// Run processes jobs until ctx is cancelled.
func (w *Worker) Run(ctx context.Context) error {
	t := time.NewTicker(w.interval)
	defer t.Stop()
	for {
		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-t.C:
			w.tick(ctx)
		}
	}
}

func (w *Worker) tick(ctx context.Context) {
	j, err := w.src.Next(ctx)
	if err != nil || j == nil {
		return
	}
	if err := w.proc.Process(ctx, j); err != nil {
		logger.Error("job failed", "job_id", j.ID, "carrier", j.Carrier, "err", err)
		w.record(j.ID)
		return
	}
	w.forget(j.ID)
}

// record counts a failed attempt for the job.
func (w *Worker) record(id string) {
	w.mu.Lock()
	defer w.mu.Unlock()
	w.retries[id]++
}

func (w *Worker) forget(id string) {
	w.mu.Lock()
	defer w.mu.Unlock()
	delete(w.retries, id)
}

// Retries reports how often the job has failed so far.
func (w *Worker) Retries(id string) int {
	w.mu.Lock()
	defer w.mu.Unlock()
	return w.retries[id]
}
