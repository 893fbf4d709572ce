package metrics

import (
	"context"
	"sync"
	"testing"
	"time"

	"example.com/livedash/internal/hub"
)

func TestAddAndSnapshot(t *testing.T) {
	c := New()
	c.Add("orders", 1)
	c.Add("orders", 2)
	c.Add("revenue", 1500)
	got := c.Snapshot()
	if got["orders"] != 3 || got["revenue"] != 1500 {
		t.Fatalf("Snapshot() = %v", got)
	}
}

func TestSnapshotIsACopy(t *testing.T) {
	c := New()
	c.Add("orders", 1)
	snap := c.Snapshot()
	snap["orders"] = 99
	if c.Snapshot()["orders"] != 1 {
		t.Fatal("Snapshot leaked the internal map")
	}
}

func TestRunPublishesOnlyOnChange(t *testing.T) {
	c := New()
	h := hub.New(10)
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan struct{})
	go func() { c.Run(ctx, h, 5*time.Millisecond); close(done) }()

	c.Add("orders", 1)
	time.Sleep(30 * time.Millisecond)
	cancel()
	<-done

	evs, _ := h.Since(0)
	if len(evs) != 1 {
		t.Fatalf("published %d counters events, want 1", len(evs))
	}
}

func TestAddConcurrently(t *testing.T) {
	c := New()
	var wg sync.WaitGroup
	for i := 0; i < 50; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			c.Add("orders", 1)
		}()
	}
	wg.Wait()
	if c.Snapshot()["orders"] != 50 {
		t.Fatalf("orders = %d", c.Snapshot()["orders"])
	}
}
