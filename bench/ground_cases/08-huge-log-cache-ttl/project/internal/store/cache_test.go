package store

import "testing"

func TestCacheDeleteRemovesEntry(t *testing.T) {
	c := NewCache()
	c.Set(7, Profile{ID: 7, Name: "ada"}, 60)
	c.Delete(7)
	if _, ok := c.Get(7); ok {
		t.Fatal("Get after Delete returned a value")
	}
}

func TestCacheStatsCountsMisses(t *testing.T) {
	c := NewCache()
	c.Get(1)
	c.Get(2)
	if _, misses := c.Stats(); misses != 2 {
		t.Fatalf("misses = %d, want 2", misses)
	}
}
