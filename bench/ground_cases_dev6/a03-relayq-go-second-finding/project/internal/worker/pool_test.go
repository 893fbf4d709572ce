package worker

import (
	"context"
	"errors"
	"io"
	"log/slog"
	"sync/atomic"
	"testing"

	"example.com/relayq/internal/jobs"
)

func quiet() *slog.Logger { return slog.New(slog.NewTextHandler(io.Discard, nil)) }

func TestPoolDeliversAll(t *testing.T) {
	var n atomic.Int32
	p := New(3, 0, func(ctx context.Context, j jobs.Job) error { n.Add(1); return nil }, quiet())
	p.Start(context.Background())
	for i := 0; i < 20; i++ {
		p.Submit(jobs.Job{ID: "j"})
	}
	p.Stop()
	if n.Load() != 20 {
		t.Fatalf("delivered %d, want 20", n.Load())
	}
}

func TestPoolRetriesOnce(t *testing.T) {
	var calls atomic.Int32
	h := func(ctx context.Context, j jobs.Job) error {
		if calls.Add(1) == 1 {
			return errors.New("boom")
		}
		return nil
	}
	p := New(1, 1, h, quiet())
	p.Start(context.Background())
	p.Submit(jobs.Job{ID: "r"})
	p.Stop()
	if calls.Load() != 2 {
		t.Fatalf("calls = %d, want 2", calls.Load())
	}
}
