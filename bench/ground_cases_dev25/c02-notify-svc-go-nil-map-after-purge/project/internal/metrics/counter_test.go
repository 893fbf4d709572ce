package metrics

import (
	"sync"
	"testing"
)

func TestCounterConcurrent(t *testing.T) {
	c := NewCounter("sent")
	var wg sync.WaitGroup
	for i := 0; i < 8; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for j := 0; j < 100; j++ {
				c.Inc("sms")
			}
		}()
	}
	wg.Wait()
	if got := c.Snapshot()[0].Count; got != 800 {
		t.Fatalf("count = %d, want 800", got)
	}
}
