package worker

import (
	"context"
	"errors"
	"sync/atomic"
	"testing"
	"time"
)

func TestPool_ProcessesAllJobs(t *testing.T) {
	p := NewPool(3)
	var processed int32
	for i := 0; i < 5; i++ {
		p.Submit(func(ctx context.Context) error {
			time.Sleep(time.Duration(5+i*3) * time.Millisecond)
			atomic.AddInt32(&processed, 1)
			return nil
		})
	}
	time.Sleep(20 * time.Millisecond)
	if got := atomic.LoadInt32(&processed); got != 5 {
		t.Fatalf("processed = %d, want 5", got)
	}
	p.Close()
}

func TestPool_CollectsErrors(t *testing.T) {
	p := NewPool(2)
	p.Submit(func(ctx context.Context) error { return errors.New("boom") })
	p.Submit(func(ctx context.Context) error { return nil })
	errs := p.Close()
	if len(errs) != 1 {
		t.Fatalf("errs = %v, want 1 error", errs)
	}
}
