package report

import "time"

// Shanghai 是报表口径的时区：运营说的"3月1日"指北京时间的 3 月 1 日。
var Shanghai = mustLoad("Asia/Shanghai")

func mustLoad(name string) *time.Location {
	loc, err := time.LoadLocation(name)
	if err != nil {
		panic(err)
	}
	return loc
}

// DayRange 返回 day 所在的那一天（北京时间）的 [start, end)。
func DayRange(day time.Time) (time.Time, time.Time) {
	d := day.In(Shanghai)
	start := time.Date(d.Year(), d.Month(), d.Day(), 0, 0, 0, 0, Shanghai)
	return start, start.AddDate(0, 0, 1)
}

// WeekRange 返回 day 所在 ISO 周（周一开始）的 [start, end)。
func WeekRange(day time.Time) (time.Time, time.Time) {
	start, _ := DayRange(day)
	offset := (int(start.Weekday()) + 6) % 7 // 周一=0 ... 周日=6
	start = start.AddDate(0, 0, -offset)
	return start, start.AddDate(0, 0, 7)
}

// LastMonthRange 返回 now 的上一个自然月的 [start, end)，月报用。
func LastMonthRange(now time.Time) (time.Time, time.Time) {
	n := now.In(Shanghai)
	prev := n.AddDate(0, -1, 0)
	start := time.Date(prev.Year(), prev.Month(), 1, 0, 0, 0, 0, Shanghai)
	return start, start.AddDate(0, 1, 0)
}
