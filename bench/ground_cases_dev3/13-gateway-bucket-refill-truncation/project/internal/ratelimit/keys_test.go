package ratelimit

import "testing"

func TestClientKey(t *testing.T) {
	if got := ClientKey("  X "); got != "x" {
		t.Fatalf("ClientKey = %q", got)
	}
}
