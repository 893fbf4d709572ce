package metrics

import "testing"

func TestInc(t *testing.T) {
	Inc("a")
	if Snapshot()["a"] != 1 {
		t.Fatal("want 1")
	}
}
