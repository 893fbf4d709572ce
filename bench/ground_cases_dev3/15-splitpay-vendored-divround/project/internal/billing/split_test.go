package billing

import "testing"

func TestMemberKey(t *testing.T) {
	if got := MemberKey("  X "); got != "x" {
		t.Fatalf("MemberKey = %q", got)
	}
}
