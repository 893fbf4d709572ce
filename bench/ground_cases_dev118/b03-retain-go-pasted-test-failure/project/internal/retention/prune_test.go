package retention

import (
	"testing"
	"time"
)

func day(n int) time.Time {
	return time.Date(2025, 11, 1, 3, 0, 0, 0, time.UTC).AddDate(0, 0, n)
}

func TestPruneDeletesOldOnly(t *testing.T) {
	backups := []Backup{{Name: "a", Taken: day(0)}, {Name: "b", Taken: day(5)}, {Name: "c", Taken: day(9)}}
	del := Prune(backups, day(10), 7*24*time.Hour, 1)
	if len(del) != 1 || del[0].Name != "a" {
		t.Fatalf("deleted %v, want only a", del)
	}
}

func TestPruneKeepsNothingExtraWhenMinIsZero(t *testing.T) {
	backups := []Backup{{Name: "a", Taken: day(0)}, {Name: "b", Taken: day(1)}}
	del := Prune(backups, day(30), 24*time.Hour, 0)
	if len(del) != 2 {
		t.Fatalf("deleted %d, want 2", len(del))
	}
}

func TestPruneKeepsMinimum(t *testing.T) {
	backups := []Backup{
		{Name: "a", Taken: day(0)},
		{Name: "b", Taken: day(1)},
		{Name: "c", Taken: day(2)},
		{Name: "d", Taken: day(3)},
		{Name: "e", Taken: day(4)},
	}
	// everything is older than a week, but the newest three must stay
	del := Prune(backups, day(30), 7*24*time.Hour, 3)
	kept := len(backups) - len(del)
	if kept != 3 {
		t.Fatalf("kept %d backups, want %d", kept, 3)
	}
}
