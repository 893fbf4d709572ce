package cache

import "testing"

func TestSetGet(t *testing.T) {
	c := New(100)
	c.Set("a", []byte("hello"))
	v, ok := c.Get("a")
	if !ok || string(v) != "hello" {
		t.Fatalf("got %q %v", v, ok)
	}
}

func TestEvictsWhenFull(t *testing.T) {
	c := New(10)
	c.Set("a", make([]byte, 6))
	c.Set("b", make([]byte, 6))
	if _, ok := c.Get("a"); ok {
		t.Fatal("a should have been evicted")
	}
	if c.Size() != 6 {
		t.Fatalf("size = %d, want 6", c.Size())
	}
}

func TestGetRefreshesRecency(t *testing.T) {
	c := New(12)
	c.Set("a", make([]byte, 5))
	c.Set("b", make([]byte, 5))
	c.Get("a") // a is now most recent
	c.Set("c", make([]byte, 5))
	if _, ok := c.Get("a"); !ok {
		t.Fatal("a was used recently and should survive")
	}
	if _, ok := c.Get("b"); ok {
		t.Fatal("b should have been evicted")
	}
}
