package snapshot

import (
	"testing"
	"time"
)

var now = time.Date(2025, 3, 31, 3, 0, 0, 0, time.UTC)

func snapsAt(daysAgo ...int) []Snapshot {
	var out []Snapshot
	for _, d := range daysAgo {
		t := now.Add(-time.Duration(d) * 24 * time.Hour)
		out = append(out, Snapshot{Name: NameFor(t, true), Taken: t, Size: 100})
	}
	return out
}

func TestExpiredDropsOld(t *testing.T) {
	t.Parallel()
	snaps := snapsAt(40, 35, 20, 1)
	got := Expired(snaps, now, 30*24*time.Hour)
	if len(got) != 2 || got[0].Taken != snaps[0].Taken || got[1].Taken != snaps[1].Taken {
		t.Fatalf("got %v", got)
	}
}

func TestExpiredKeepsNewest(t *testing.T) {
	t.Parallel()
	snaps := snapsAt(90, 60)
	got := Expired(snaps, now, 30*24*time.Hour)
	if len(got) != 1 || got[0].Taken != snaps[0].Taken {
		t.Fatalf("got %v", got)
	}
}

func TestPlanReasons(t *testing.T) {
	t.Parallel()
	got := Plan(snapsAt(40, 10, 1), now, 30*24*time.Hour, 1)
	want := []string{"older than retention", "within retention", "newest"}
	for i, d := range got {
		if d.Reason != want[i] || d.Keep != (i > 0) {
			t.Errorf("%d: got %+v", i, d)
		}
	}
}

func TestPlanKeepLast(t *testing.T) {
	t.Parallel()
	got := Plan(snapsAt(90, 80, 70), now, 30*24*time.Hour, 2)
	if got[0].Keep || !got[1].Keep || !got[2].Keep {
		t.Fatalf("got %+v", got)
	}
}

func TestTotalSize(t *testing.T) {
	t.Parallel()
	if n := TotalSize(snapsAt(3, 2, 1)); n != 300 {
		t.Fatalf("got %d", n)
	}
}
