package stats

import "testing"

func TestAddAndGet(t *testing.T) {
	c := NewCounter()
	c.Add("200", 3)
	c.Inc("200")
	if got := c.Get("200"); got != 4 {
		t.Fatalf("got %d, want 4", got)
	}
}
