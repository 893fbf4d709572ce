package report

import (
	"testing"
	"time"
)

func TestDayRange(t *testing.T) {
	start, end := DayRange(time.Date(2025, 3, 1, 1, 0, 0, 0, time.UTC))
	if start.Format(time.RFC3339) != "2025-03-01T00:00:00+08:00" {
		t.Fatalf("start = %s", start)
	}
	if end.Sub(start) != 24*time.Hour {
		t.Fatalf("end = %s", end)
	}
}

func TestWeekRangeStartsMonday(t *testing.T) {
	start, end := WeekRange(time.Date(2025, 3, 5, 4, 0, 0, 0, time.UTC))
	if start.Weekday() != time.Monday || end.Sub(start) != 7*24*time.Hour {
		t.Fatalf("week = %s .. %s", start, end)
	}
}

func TestLastMonthRangeOnFirst(t *testing.T) {
	start, end := LastMonthRange(time.Date(2025, 3, 1, 1, 0, 0, 0, Shanghai))
	if start.Month() != time.February || end.Month() != time.March {
		t.Fatalf("range = %s .. %s", start, end)
	}
}
