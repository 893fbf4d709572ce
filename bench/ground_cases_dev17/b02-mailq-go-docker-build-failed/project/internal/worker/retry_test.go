package worker

import (
	"fmt"
	"testing"
	"time"
)

func TestBackoff(t *testing.T) {
	cases := []struct {
		attempts int
		want     time.Duration
	}{
		{0, 2 * time.Second},
		{1, 4 * time.Second},
		{3, 16 * time.Second},
		{8, 512 * time.Second},
		{9, 10 * time.Minute},
		{40, 10 * time.Minute},
	}
	for _, c := range cases {
		t.Run(fmt.Sprint(c.attempts), func(t *testing.T) {
			t.Parallel()
			if got := Backoff(c.attempts); got != c.want {
				t.Errorf("Backoff(%d) = %v, want %v", c.attempts, got, c.want)
			}
		})
	}
}
