package report

import (
	"testing"
	"time"
)

func TestMonthKey(t *testing.T) {
	ts := time.Date(2025, 2, 28, 17, 0, 0, 0, time.UTC) // 北京时间 3/1 01:00
	if got := MonthKey(ts); got != "2025-03" {
		t.Fatalf("MonthKey = %s", got)
	}
}

func TestBucketCounts(t *testing.T) {
	orders := []Order{
		{ID: 1, Channel: "jd", PaidAt: time.Date(2025, 3, 1, 2, 0, 0, 0, time.UTC), AmountFen: 1000},
		{ID: 2, Channel: "jd", PaidAt: time.Date(2025, 3, 1, 3, 0, 0, 0, time.UTC), AmountFen: 2500},
		{ID: 3, Channel: "tmall", PaidAt: time.Date(2025, 3, 2, 3, 0, 0, 0, time.UTC), AmountFen: 990},
	}
	got := Bucket(orders, MonthKey)
	if got["2025-03"] != [2]int64{3, 4490} {
		t.Fatalf("bucket = %v", got)
	}
	if keys := Keys(got); len(keys) != 1 {
		t.Fatalf("keys = %v", keys)
	}
}

func TestDayKeyUsesShanghai(t *testing.T) {
	ts := time.Date(2025, 2, 28, 17, 30, 0, 0, time.UTC) // 北京时间 3/1 01:30
	if got := DayKey(ts); got != "2025-03-01" {
		t.Fatalf("DayKey = %s", got)
	}
}

func TestWeekKeyMidYear(t *testing.T) {
	ts := time.Date(2025, 3, 5, 4, 0, 0, 0, time.UTC)
	if got := WeekKey(ts); got != "2025-W10" {
		t.Fatalf("WeekKey = %s", got)
	}
}
