package pump

import (
	"context"
	"io"
	"log/slog"
	"sync"
	"testing"
	"time"
)

type fakeSink struct {
	mu      sync.Mutex
	batches [][]Record
}

func (f *fakeSink) Send(_ context.Context, batch any) error {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.batches = append(f.batches, append([]Record(nil), batch.([]Record)...))
	return nil
}

func (f *fakeSink) count() int {
	f.mu.Lock()
	defer f.mu.Unlock()
	return len(f.batches)
}

func TestFlushesFullBatch(t *testing.T) {
	s := &fakeSink{}
	p := New(s, 2, time.Hour, slog.New(slog.NewTextHandler(io.Discard, nil)))
	go p.Run(context.Background())
	p.In <- Record{Source: "a"}
	p.In <- Record{Source: "b"}
	deadline := time.Now().Add(time.Second)
	for s.count() == 0 && time.Now().Before(deadline) {
		time.Sleep(5 * time.Millisecond)
	}
	if s.count() != 1 {
		t.Fatalf("want 1 batch, got %d", s.count())
	}
}
