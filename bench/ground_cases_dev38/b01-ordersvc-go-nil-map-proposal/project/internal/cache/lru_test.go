package cache

import "testing"

func TestPutGet(t *testing.T) {
	c := NewLRU(2)
	c.Put("a", 1)
	c.Put("b", 2)
	if v, ok := c.Get("a"); !ok || v.(int) != 1 {
		t.Fatalf("Get(a) = %v, %v", v, ok)
	}
}

func TestEvictsOldest(t *testing.T) {
	c := NewLRU(2)
	c.Put("a", 1)
	c.Put("b", 2)
	c.Get("a")
	c.Put("c", 3)
	if _, ok := c.Get("b"); ok {
		t.Fatal("b should have been evicted")
	}
	if c.Len() != 2 {
		t.Fatalf("Len = %d", c.Len())
	}
}

func TestStats(t *testing.T) {
	c := NewLRU(4)
	c.Put("x", 1)
	c.Get("x")
	c.Get("y")
	if h, m := c.Stats(); h != 1 || m != 1 {
		t.Fatalf("stats = %d/%d", h, m)
	}
}
