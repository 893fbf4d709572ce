package proxy

import "testing"

func TestForwardedFor(t *testing.T) {
	if got := ForwardedFor("  X "); got != "x" {
		t.Fatalf("ForwardedFor = %q", got)
	}
}
