package booking

import (
	"testing"
	"time"
)

func at(h, m int) time.Time {
	return time.Date(2025, 6, 3, h, m, 0, 0, time.UTC)
}

func TestOverlaps(t *testing.T) {
	cases := []struct {
		name       string
		a1, a2     time.Time
		b1, b2     time.Time
		wantResult bool
	}{
		{"same slot", at(10, 0), at(11, 0), at(10, 0), at(11, 0), true},
		{"inside", at(10, 0), at(12, 0), at(10, 30), at(11, 0), true},
		{"partial", at(10, 0), at(11, 0), at(10, 30), at(11, 30), true},
		{"far apart", at(9, 0), at(10, 0), at(14, 0), at(15, 0), false},
		{"back to back", at(10, 0), at(11, 0), at(11, 0), at(12, 0), false},
		{"back to back reversed", at(11, 0), at(12, 0), at(10, 0), at(11, 0), false},
	}
	for _, c := range cases {
		if got := Overlaps(c.a1, c.a2, c.b1, c.b2); got != c.wantResult {
			t.Errorf("%s: Overlaps = %v, want %v", c.name, got, c.wantResult)
		}
	}
}

func TestValidateTooLong(t *testing.T) {
	b := Booking{StartsAt: at(8, 0), EndsAt: at(17, 0)}
	if err := b.Validate(); err != ErrTooLong {
		t.Fatalf("want ErrTooLong, got %v", err)
	}
}
