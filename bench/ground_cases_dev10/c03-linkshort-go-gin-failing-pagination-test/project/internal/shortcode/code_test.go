package shortcode

import (
	"strings"
	"testing"
)

func TestNewUsesAlphabet(t *testing.T) {
	for i := 0; i < 1000; i++ {
		code := New(Length)
		if len(code) != Length {
			t.Fatalf("len(%q) = %d", code, len(code))
		}
		for _, r := range code {
			if !strings.ContainsRune(alphabet, r) {
				t.Fatalf("%q has %q outside the alphabet", code, r)
			}
		}
	}
}
