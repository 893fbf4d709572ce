package store

import "testing"

func TestAppendAssignsIncreasingIDs(t *testing.T) {
	r := NewRing(4)
	for want := uint64(1); want <= 3; want++ {
		if got := r.Append(Event{UserID: "u1", Kind: "k"}).ID; got != want {
			t.Fatalf("id = %d, want %d", got, want)
		}
	}
	if r.LastID() != 3 {
		t.Fatalf("LastID = %d, want 3", r.LastID())
	}
}

func TestRingOverwritesOldest(t *testing.T) {
	r := NewRing(3)
	for i := 0; i < 5; i++ {
		r.Append(Event{UserID: "u1", Kind: "k"})
	}
	if r.Len() != 3 {
		t.Fatalf("Len = %d, want 3", r.Len())
	}
	got := r.snapshot()
	for i, want := range []uint64{3, 4, 5} {
		if got[i].ID != want {
			t.Fatalf("snapshot[%d].ID = %d, want %d", i, got[i].ID, want)
		}
	}
}

func TestSinceOnlyReturnsThatUser(t *testing.T) {
	r := NewRing(8)
	r.Append(Event{UserID: "u1", Kind: "k"})
	r.Append(Event{UserID: "u2", Kind: "k"})
	r.Append(Event{UserID: "u1", Kind: "k"})
	got := r.Since("u1", 0)
	if len(got) != 2 || got[0].ID != 1 || got[1].ID != 3 {
		t.Fatalf("Since(u1, 0) = %+v, want ids 1 and 3", got)
	}
}

func TestNewRingClampsSize(t *testing.T) {
	r := NewRing(0)
	r.Append(Event{UserID: "u1"})
	r.Append(Event{UserID: "u1"})
	if r.Len() != 1 {
		t.Fatalf("Len = %d, want 1", r.Len())
	}
}
