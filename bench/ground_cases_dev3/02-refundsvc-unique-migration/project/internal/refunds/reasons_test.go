package refunds

import "testing"

func TestNormalizeReason(t *testing.T) {
	if got := NormalizeReason("  X "); got != "x" {
		t.Fatalf("NormalizeReason = %q", got)
	}
}
