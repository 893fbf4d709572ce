package cache

import (
	"context"
	"testing"
	"time"
)

func TestGetOrLoadCaches(t *testing.T) {
	c := NewTTL[int](time.Minute)
	calls := 0
	load := func(context.Context) (int, error) { calls++; return 42, nil }
	for i := 0; i < 3; i++ {
		v, err := c.GetOrLoad(context.Background(), "sku:1", load)
		if err != nil || v != 42 {
			t.Fatalf("got %d, %v", v, err)
		}
	}
	if calls != 1 {
		t.Fatalf("load called %d times, want 1", calls)
	}
}

func TestExpiry(t *testing.T) {
	c := NewTTL[string](time.Second)
	now := time.Unix(1700000000, 0)
	c.now = func() time.Time { return now }
	c.Set("k", "v")
	now = now.Add(2 * time.Second)
	if _, ok := c.Get("k"); ok {
		t.Fatal("expected expired entry")
	}
}
