// Package batch groups records into fixed-size batches for a sink.
package batch

import (
	"context"
	"sync"
	"time"

	"github.com/acme-data/ingest/internal/logx"
	"github.com/acme-data/ingest/internal/sink"
)

// Batcher buffers records and flushes them when the buffer is full or on Tick.
type Batcher struct {
	mu        sync.Mutex
	buf       []sink.Record
	size      int
	sink      sink.Sink
	lastFlush time.Time
	interval  time.Duration
}

func New(s sink.Sink, size int, interval time.Duration) *Batcher {
	return &Batcher{buf: make([]sink.Record, 0, size), size: size, sink: s, interval: interval, lastFlush: time.Now()}
}

// Add buffers r and flushes if the batch is full.
func (b *Batcher) Add(ctx context.Context, r sink.Record) error {
	b.mu.Lock()
	defer b.mu.Unlock()
	b.buf = append(b.buf, r)
	if len(b.buf) < b.size {
		return nil
	}
	return b.flushLocked(ctx)
}

// Tick flushes a partial batch that has waited longer than the interval.
func (b *Batcher) Tick(ctx context.Context) error {
	b.mu.Lock()
	defer b.mu.Unlock()
	if len(b.buf) == 0 || time.Since(b.lastFlush) < b.interval {
		return nil
	}
	return b.flushLocked(ctx)
}

// flushLocked sends the buffer. On a partial failure the records the sink did not
// accept stay buffered and go out with the next flush.
func (b *Batcher) flushLocked(ctx context.Context) error {
	if len(b.buf) == 0 {
		return nil
	}
	started := time.Now()
	n, err := b.sink.Write(ctx, b.buf)
	if err != nil {
		logx.Warn("flush: %d/%d accepted: %v", n, len(b.buf), err)
		b.buf = append(b.buf[:0], b.buf[n+1:]...)
		return err
	}
	logx.Info("flushed n=%d took=%s", n, time.Since(started).Round(time.Millisecond))
	b.buf = b.buf[:0]
	b.lastFlush = time.Now()
	return nil
}
