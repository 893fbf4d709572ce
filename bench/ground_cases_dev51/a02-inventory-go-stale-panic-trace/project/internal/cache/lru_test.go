package cache

import (
	"testing"
	"time"
)

func newTestCache(max int) *Cache {
	c := New(max, time.Minute)
	c.Warm("acme")
	c.Warm("globex")
	return c
}

func TestSetGet(t *testing.T) {
	c := newTestCache(10)
	c.Set("acme", "sku-1", []byte("a"))
	v, ok := c.Get("acme", "sku-1")
	if !ok || string(v) != "a" {
		t.Fatalf("got %q %v", v, ok)
	}
	if _, ok := c.Get("globex", "sku-1"); ok {
		t.Fatal("tenants must not share keys")
	}
}

func TestEvictsLeastRecentlyUsed(t *testing.T) {
	c := newTestCache(2)
	c.Set("acme", "a", []byte("1"))
	c.Set("acme", "b", []byte("2"))
	c.Get("acme", "a")
	c.Set("acme", "c", []byte("3"))
	if _, ok := c.Get("acme", "b"); ok {
		t.Fatal("b should have been evicted")
	}
	if c.Len() != 2 {
		t.Fatalf("len %d", c.Len())
	}
}

func TestExpiry(t *testing.T) {
	c := newTestCache(10)
	now := time.Now()
	c.now = func() time.Time { return now }
	c.Set("acme", "a", []byte("1"))
	now = now.Add(2 * time.Minute)
	if _, ok := c.Get("acme", "a"); ok {
		t.Fatal("expired entry returned")
	}
}

func TestInvalidateTenant(t *testing.T) {
	c := newTestCache(10)
	c.Set("acme", "a", []byte("1"))
	c.Set("acme", "b", []byte("2"))
	c.Set("globex", "a", []byte("3"))
	if n := c.InvalidateTenant("acme"); n != 2 {
		t.Fatalf("dropped %d", n)
	}
	if _, ok := c.Get("globex", "a"); !ok {
		t.Fatal("other tenant lost its entry")
	}
}
