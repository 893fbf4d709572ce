package stats

import "testing"

func TestHitCounts(t *testing.T) {
	c := NewCounter()
	c.Hit("a")
	c.Hit("a")
	c.Hit("b")
	top := c.Top(10)
	if len(top) != 2 {
		t.Fatalf("want 2 entries, got %d", len(top))
	}
	total := 0
	for _, e := range top {
		total += e.Count
	}
	if total != 3 {
		t.Fatalf("want 3 hits, got %d", total)
	}
}

func TestTopLimitsN(t *testing.T) {
	c := NewCounter()
	for _, code := range []string{"a", "b", "c", "d"} {
		c.Hit(code)
	}
	if got := len(c.Top(2)); got != 2 {
		t.Fatalf("want 2, got %d", got)
	}
}
