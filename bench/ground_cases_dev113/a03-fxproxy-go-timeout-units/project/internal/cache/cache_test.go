package cache

import (
	"testing"
	"time"
)

func TestPutEvictsOldestWhenFull(t *testing.T) {
	c := NewTTL(2, time.Minute)
	c.Put("a", 1)
	time.Sleep(2 * time.Millisecond)
	c.Put("b", 2)
	time.Sleep(2 * time.Millisecond)
	c.Put("c", 3)
	if _, ok := c.Get("a"); ok {
		t.Fatalf("a should have been evicted")
	}
	for _, k := range []string{"b", "c"} {
		if _, ok := c.Get(k); !ok {
			t.Fatalf("%s missing", k)
		}
	}
}

func TestOverwriteDoesNotEvict(t *testing.T) {
	c := NewTTL(2, time.Minute)
	c.Put("a", 1)
	c.Put("b", 2)
	c.Put("a", 10)
	if v, ok := c.Get("a"); !ok || v != 10 {
		t.Fatalf("a = %v, %v", v, ok)
	}
	if _, ok := c.Get("b"); !ok {
		t.Fatalf("b was evicted by an overwrite")
	}
}
