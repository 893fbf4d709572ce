package backup

import (
	"os"
	"path/filepath"
	"testing"
	"time"
)

func touch(t *testing.T, dir string, taken time.Time) string {
	t.Helper()
	path := filepath.Join(dir, "shop-"+taken.UTC().Format(stampLayout)+".sql.gz")
	if err := os.WriteFile(path, []byte("x"), 0o600); err != nil {
		t.Fatal(err)
	}
	return path
}

func day(n int) time.Time {
	return time.Date(2025, 10, 1, 2, 30, 0, 0, time.UTC).AddDate(0, 0, n)
}

func TestPruneKeepsNewestPerDay(t *testing.T) {
	dir := t.TempDir()
	old := touch(t, dir, day(0))
	touch(t, dir, day(1))
	early := touch(t, dir, day(2).Add(-time.Hour))
	touch(t, dir, day(2))

	removed, err := Prune(dir, Policy{KeepDaily: 2}, day(3), false)
	if err != nil {
		t.Fatal(err)
	}
	if len(removed) != 2 || removed[0].Path != early || removed[1].Path != old {
		t.Fatalf("removed %v", removed)
	}
}

func TestPruneKeepsNewestPerWeek(t *testing.T) {
	dir := t.TempDir()
	firstWeek := touch(t, dir, day(-14)) // Wed 2025-09-17
	friday := touch(t, dir, day(-12))    // Fri 2025-09-19, same ISO week
	lastWeek := touch(t, dir, day(-7))   // Wed 2025-09-24
	touch(t, dir, day(0))

	removed, err := Prune(dir, Policy{KeepDaily: 1, KeepWeekly: 3}, day(1), false)
	if err != nil {
		t.Fatal(err)
	}
	if len(removed) != 1 || removed[0].Path != firstWeek {
		t.Fatalf("removed %v, want only %s", removed, firstWeek)
	}
	_ = friday
	_ = lastWeek
}

func TestPruneDryRunDeletesNothing(t *testing.T) {
	dir := t.TempDir()
	old := touch(t, dir, day(0))
	touch(t, dir, day(1))
	if _, err := Prune(dir, Policy{KeepDaily: 1}, day(2), true); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(old); err != nil {
		t.Fatalf("dry run removed %s", old)
	}
}

func TestParseTakenIgnoresOtherFiles(t *testing.T) {
	if _, ok := parseTaken("notes.sql.gz"); ok {
		t.Fatal("parsed a name without a timestamp")
	}
}
