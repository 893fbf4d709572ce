package reminder

import (
	"testing"
	"time"
)

func TestDueWindowContainsTomorrow(t *testing.T) {
	now := time.Date(2025, 3, 11, 9, 0, 0, 0, time.UTC)
	from, to := dueWindow(now)
	appt := now.Add(24 * time.Hour)
	if appt.Before(from) || !appt.Before(to) {
		t.Fatalf("appointment %v not in [%v, %v)", appt, from, to)
	}
}
