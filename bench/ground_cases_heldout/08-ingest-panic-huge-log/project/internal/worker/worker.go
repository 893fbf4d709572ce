// Package worker consumes the queue and feeds the batcher.
package worker

import (
	"context"
	"encoding/json"
	"time"

	"github.com/acme-data/ingest/internal/batch"
	"github.com/acme-data/ingest/internal/logx"
	"github.com/acme-data/ingest/internal/sink"
)

// Source is the queue consumer (the Kafka client in production, a channel in tests).
type Source interface {
	Next(ctx context.Context) ([]byte, error)
	Commit(ctx context.Context) error
}

type Worker struct {
	src     Source
	batcher *batch.Batcher
	seen    int64
}

func New(src Source, b *batch.Batcher) *Worker {
	return &Worker{src: src, batcher: b}
}

// Run reads until ctx is cancelled or the source fails.
func (w *Worker) Run(ctx context.Context) error {
	for {
		msg, err := w.src.Next(ctx)
		if err != nil {
			if ctx.Err() != nil {
				return nil
			}
			return err
		}
		if err := w.handle(ctx, msg); err != nil {
			logx.Error("handle: %v", err)
		}
	}
}

// TickLoop flushes partial batches until ctx is done.
func (w *Worker) TickLoop(ctx context.Context, every time.Duration) {
	t := time.NewTicker(every)
	defer t.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-t.C:
			if err := w.batcher.Tick(ctx); err != nil {
				logx.Error("tick flush: %v", err)
			}
		}
	}
}

func (w *Worker) handle(ctx context.Context, msg []byte) error {
	var r sink.Record
	if err := json.Unmarshal(msg, &r); err != nil {
		logx.Warn("skipping malformed record (%d bytes): %v", len(msg), err)
		return nil
	}
	w.seen++
	if w.seen%1000 == 0 {
		logx.Info("consumed %d records, last key=%s seq=%d", w.seen, r.Key, r.Seq)
	}
	if err := w.batcher.Add(ctx, r); err != nil {
		return err
	}
	return w.src.Commit(ctx)
}
