package ship

import (
	"bufio"
	"context"
	"io"
	"time"

	"go.uber.org/zap"

	"github.com/acme/logship/internal/batch"
)

// Worker reads newline-delimited records from a source and feeds the batcher.
type Worker struct {
	Stream string
	Src    io.Reader
	B      *batch.Batcher
	Log    *zap.Logger
}

// Start runs the worker until ctx is done or the source ends.
func (w *Worker) Start(ctx context.Context) error {
	errc := make(chan error, 1)
	go func() { errc <- w.run() }()
	select {
	case <-ctx.Done():
		return ctx.Err()
	case err := <-errc:
		return err
	}
}

func (w *Worker) run() error {
	sc := bufio.NewScanner(w.Src)
	sc.Buffer(make([]byte, 64*1024), 1024*1024)
	for sc.Scan() {
		line := append([]byte(nil), sc.Bytes()...)
		if len(line) == 0 {
			continue
		}
		w.B.Add(batch.Record{Stream: w.Stream, Line: line, At: time.Now()})
	}
	if err := sc.Err(); err != nil {
		w.Log.Warn("source read failed", zap.String("stream", w.Stream), zap.Error(err))
		return err
	}
	return nil
}
