package store

import (
	"testing"

	"github.com/lanyun/notifyd/internal/sse"
)

func TestAppendNumbersEventsGlobally(t *testing.T) {
	r := NewReplay(10)
	a := r.Append(sse.Event{UserID: "u1"})
	b := r.Append(sse.Event{UserID: "u2"})
	if a.ID != 1 || b.ID != 2 {
		t.Fatalf("ids = %d, %d; want 1, 2", a.ID, b.ID)
	}
}

func TestAppendKeepsLastN(t *testing.T) {
	r := NewReplay(3)
	for i := 0; i < 5; i++ {
		r.Append(sse.Event{UserID: "u1"})
	}
	got := r.Since("u1", 0)
	if len(got) != 3 || got[0].ID != 3 {
		t.Fatalf("kept %d events starting at %d; want 3 starting at 3", len(got), got[0].ID)
	}
}

func TestSinceUnknownUserIsEmpty(t *testing.T) {
	r := NewReplay(3)
	r.Append(sse.Event{UserID: "u1"})
	if got := r.Since("nobody", 0); len(got) != 0 {
		t.Fatalf("got %d events for an unknown user", len(got))
	}
}
