package batch

import (
	"sync"
	"time"

	"go.uber.org/zap"
)

// Record is one log line and the stream it belongs to.
type Record struct {
	Stream string
	Line   []byte
	At     time.Time
}

// Batch is what Flush hands to the shipper: all pending lines of one stream.
type Batch struct {
	Stream string
	Lines  [][]byte
}

// Batcher groups records per stream until it is flushed, either because
// maxBytes is reached or because the timer in Run fires.
type Batcher struct {
	mu       sync.Mutex
	pending  map[string][][]byte
	size     int
	maxBytes int
	out      chan<- Batch
	log      *zap.Logger // nil: no debug logging
}

// New returns a Batcher that sends its batches on out.
func New(maxBytes int, out chan<- Batch) *Batcher {
	return &Batcher{
		pending:  make(map[string][][]byte),
		maxBytes: maxBytes,
		out:      out,
	}
}

// Add queues one record and flushes when the batch is full.
func (b *Batcher) Add(r Record) {
	b.mu.Lock()
	b.pending[r.Stream] = append(b.pending[r.Stream], r.Line)
	b.size += len(r.Line)
	full := b.size >= b.maxBytes
	b.mu.Unlock()
	if full {
		b.Flush()
	}
}

// Flush sends every pending stream and starts a new batch.
func (b *Batcher) Flush() {
	b.mu.Lock()
	pending := b.pending
	b.pending = nil
	size := b.size
	b.size = 0
	b.mu.Unlock()
	if b.log != nil {
		b.log.Debug("flush", zap.Int("streams", len(pending)), zap.Int("bytes", size))
	}
	for stream, lines := range pending {
		b.out <- Batch{Stream: stream, Lines: lines}
	}
}

// WithLogger turns on a debug line per flush.
func (b *Batcher) WithLogger(log *zap.Logger) *Batcher {
	b.log = log
	return b
}

// Run flushes every interval until stop is closed, then flushes once more.
func (b *Batcher) Run(every time.Duration, stop <-chan struct{}) {
	t := time.NewTicker(every)
	defer t.Stop()
	for {
		select {
		case <-t.C:
			b.Flush()
		case <-stop:
			b.Flush()
			return
		}
	}
}
