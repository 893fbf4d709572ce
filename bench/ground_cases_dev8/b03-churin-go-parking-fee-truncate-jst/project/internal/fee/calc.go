package fee

import (
	"time"

	"github.com/rinkai-kosha/churin/internal/clock"
)

// Calculate は入庫 in から出庫 out までの料金 (円) を返す。
// 日額制で、利用した暦日 (日本時間) 1 日ごとに Daily 円かかる。入庫から FreePeriod 以内の出庫は無料。
func Calculate(in, out time.Time, r Rates) int {
	if !out.After(in) {
		return 0
	}
	if out.Sub(in) <= r.FreePeriod {
		return 0
	}
	return chargeableDays(in, out) * r.Daily
}

// chargeableDays は in から out までに含まれる暦日の数。
func chargeableDays(in, out time.Time) int {
	days := 0
	for d := dayStart(in); d.Before(out); d = d.AddDate(0, 0, 1) {
		days++
	}
	return days
}

// dayStart は t の日本時間での 0 時。
func dayStart(t time.Time) time.Time {
	return t.In(clock.JST).Truncate(24 * time.Hour)
}

// ApplyMonthlyCap は定期利用者の当月合計に月額上限を適用する。
func ApplyMonthlyCap(monthTotal int, r Rates) int {
	if r.MonthlyCap > 0 && monthTotal > r.MonthlyCap {
		return r.MonthlyCap
	}
	return monthTotal
}
