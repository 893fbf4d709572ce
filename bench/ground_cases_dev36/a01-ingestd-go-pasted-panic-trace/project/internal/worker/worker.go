package worker

import (
	"context"
	"encoding/binary"
	"errors"
	"fmt"
	"log/slog"

	"github.com/lumen/ingest/internal/batch"
	"github.com/lumen/ingest/internal/sink"
)

// hdrLen is the fixed header every v2 payload starts with.
const hdrLen = 8

// Job is one export file queued for ingest.
type Job struct {
	ID      int64
	Records []batch.Record
}

// Worker pulls jobs from a channel and writes their records to the sink in batches.
type Worker struct {
	sink      sink.Sink
	batchSize int
	log       *slog.Logger
}

func New(s sink.Sink, batchSize int, log *slog.Logger) *Worker {
	return &Worker{sink: s, batchSize: batchSize, log: log}
}

// Run processes jobs until ctx is cancelled or jobs is closed.
func (w *Worker) Run(ctx context.Context, jobs <-chan *Job) error {
	for {
		select {
		case <-ctx.Done():
			return ctx.Err()
		case job, ok := <-jobs:
			if !ok {
				return nil
			}
			if err := w.runJob(ctx, job); err != nil {
				w.log.Error("job failed", "job", job.ID, "err", err)
			}
		}
	}
}

func (w *Worker) runJob(ctx context.Context, job *Job) error {
	sp, err := batch.NewSplitter(job.Records, w.batchSize)
	if err != nil {
		return err
	}
	w.log.Info("job started", "job", job.ID, "records", len(job.Records), "batches", sp.Batches())
	for {
		recs, err := sp.Next()
		if errors.Is(err, batch.ErrDone) {
			break
		}
		if err != nil {
			return err
		}
		rows := make([]sink.Row, 0, len(recs))
		for _, rec := range recs {
			row, err := decode(rec)
			if err != nil {
				return fmt.Errorf("job %d, key %s: %w", job.ID, rec.Key, err)
			}
			rows = append(rows, row)
		}
		if err := w.sink.Write(ctx, rows); err != nil {
			return fmt.Errorf("job %d: write: %w", job.ID, err)
		}
	}
	w.log.Info("job done", "job", job.ID)
	return nil
}

func decode(rec batch.Record) (sink.Row, error) {
	hdr := rec.Payload[:hdrLen]
	version := binary.BigEndian.Uint16(hdr[0:2])
	if version != 2 {
		return sink.Row{}, fmt.Errorf("unsupported payload version %d", version)
	}
	ts := int64(binary.BigEndian.Uint32(hdr[4:8]))
	return sink.Row{Key: rec.Key, TS: ts, Body: rec.Payload[hdrLen:]}, nil
}
