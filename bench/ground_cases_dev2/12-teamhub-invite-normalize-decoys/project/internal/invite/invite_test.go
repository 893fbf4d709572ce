package invite

import (
	"testing"
	"time"
)

func TestNewNormalises(t *testing.T) {
	inv := New("  Ann@Example.com ", "core", time.Unix(0, 0))
	if inv.Email == "" {
		t.Fatal("empty email")
	}
}
