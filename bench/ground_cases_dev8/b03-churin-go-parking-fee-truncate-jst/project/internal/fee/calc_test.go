package fee

import (
	"testing"
	"time"

	"github.com/rinkai-kosha/churin/internal/clock"
)

func jst(y int, m time.Month, d, hh, mm int) time.Time {
	return time.Date(y, m, d, hh, mm, 0, 0, clock.JST)
}

func TestCalculate(t *testing.T) {
	cases := []struct {
		name    string
		in, out time.Time
		want    int
	}{
		{"2時間以内は無料", jst(2025, 6, 10, 10, 0), jst(2025, 6, 10, 11, 30), 0},
		{"同じ日のうちに出庫", jst(2025, 6, 10, 10, 0), jst(2025, 6, 10, 19, 0), 150},
		{"翌日に出庫", jst(2025, 6, 10, 12, 0), jst(2025, 6, 11, 17, 0), 300},
		{"3日間", jst(2025, 6, 10, 15, 0), jst(2025, 6, 12, 20, 0), 450},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if got := Calculate(c.in, c.out, Default); got != c.want {
				t.Errorf("Calculate() = %d, want %d", got, c.want)
			}
		})
	}
}

func TestApplyMonthlyCap(t *testing.T) {
	if got := ApplyMonthlyCap(2600, Default); got != 2000 {
		t.Errorf("ApplyMonthlyCap(2600) = %d, want 2000", got)
	}
	if got := ApplyMonthlyCap(1200, Default); got != 1200 {
		t.Errorf("ApplyMonthlyCap(1200) = %d, want 1200", got)
	}
}
