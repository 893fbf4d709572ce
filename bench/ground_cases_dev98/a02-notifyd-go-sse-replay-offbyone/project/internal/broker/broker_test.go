package broker

import (
	"io"
	"log/slog"
	"testing"

	"github.com/kestrel-labs/notifyd/internal/store"
)

func newBroker(size int) *Broker {
	return New(store.NewRing(size), slog.New(slog.NewTextHandler(io.Discard, nil)))
}

func TestPublishReachesOnlyThatUser(t *testing.T) {
	b := newBroker(8)
	a, _ := b.Subscribe("alice", 0)
	o, _ := b.Subscribe("omar", 0)
	b.Publish(store.Event{UserID: "alice", Kind: "mention"})
	if len(a.C) != 1 || len(o.C) != 0 {
		t.Fatalf("alice got %d, omar got %d; want 1 and 0", len(a.C), len(o.C))
	}
}

func TestSlowStreamDropsInsteadOfBlocking(t *testing.T) {
	b := newBroker(128)
	s, _ := b.Subscribe("alice", 0)
	for i := 0; i < subscriberBuffer+5; i++ {
		b.Publish(store.Event{UserID: "alice", Kind: "mention"})
	}
	if got := s.dropped.Load(); got != 5 {
		t.Fatalf("dropped = %d, want 5", got)
	}
}

func TestSubscribeSignalsResetAfterEviction(t *testing.T) {
	b := newBroker(4)
	for i := 0; i < 10; i++ {
		b.Publish(store.Event{UserID: "alice", Kind: "mention"})
	}
	_, replay := b.Subscribe("alice", 2)
	if !replay.Reset {
		t.Fatal("want Reset when events after lastID were evicted")
	}
	_, replay = b.Subscribe("alice", 6)
	if replay.Reset || len(replay.Events) == 0 {
		t.Fatalf("lastID 6 is still covered, got %+v", replay)
	}
}

func TestUnsubscribeTwice(t *testing.T) {
	b := newBroker(8)
	s, _ := b.Subscribe("alice", 0)
	b.Unsubscribe(s)
	b.Unsubscribe(s)
	if b.Subscribers("alice") != 0 {
		t.Fatal("subscription still registered")
	}
}
