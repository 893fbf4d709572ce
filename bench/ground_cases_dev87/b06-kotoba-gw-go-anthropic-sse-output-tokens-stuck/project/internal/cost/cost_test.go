package cost

import (
	"math"
	"testing"

	"github.com/minato-dev/kotoba-gw/internal/anthropic"
)

func TestUSD(t *testing.T) {
	got := USD("claude-sonnet-4-5", anthropic.Usage{InputTokens: 1_000_000, OutputTokens: 100_000})
	if math.Abs(got-4.5) > 1e-9 {
		t.Fatalf("got %v", got)
	}
}

func TestUnknownModelIsZero(t *testing.T) {
	if got := USD("gpt-4o", anthropic.Usage{InputTokens: 10}); got != 0 {
		t.Fatalf("got %v", got)
	}
}
