package handler

import "testing"

func TestNewCodeLength(t *testing.T) {
	if got := len(newCode()); got != 7 {
		t.Fatalf("code length = %d, want 7", got)
	}
}
