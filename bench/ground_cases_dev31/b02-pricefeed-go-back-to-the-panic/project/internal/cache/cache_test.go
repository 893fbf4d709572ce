package cache

import (
	"testing"
	"time"
)

func TestSetGet(t *testing.T) {
	c := New(time.Minute)
	c.Set("USDJPY", []byte(`{"bid":151.2}`))
	got, ok := c.Get("USDJPY")
	if !ok || string(got) != `{"bid":151.2}` {
		t.Fatalf("Get = %q, %v", got, ok)
	}
}

func TestExpiry(t *testing.T) {
	now := time.Date(2025, 1, 1, 0, 0, 0, 0, time.UTC)
	c := New(time.Second)
	c.now = func() time.Time { return now }
	c.Set("EURJPY", []byte("x"))
	now = now.Add(2 * time.Second)
	if _, ok := c.Get("EURJPY"); ok {
		t.Fatal("expected entry to expire")
	}
}

func TestDelete(t *testing.T) {
	c := New(time.Minute)
	c.Set("k", []byte("v"))
	c.Delete("k")
	if c.Len() != 0 {
		t.Fatalf("Len = %d", c.Len())
	}
}
