package broker

import (
	"log/slog"
	"sync"
	"sync/atomic"

	"github.com/kestrel-labs/notifyd/internal/store"
)

const subscriberBuffer = 32

// Subscription is one open stream of one user.
type Subscription struct {
	UserID  string
	C       chan store.Event
	dropped atomic.Int64
}

// Broker fans published events out to the open streams of their user.
type Broker struct {
	mu      sync.Mutex
	subs    map[string]map[*Subscription]struct{}
	ring    *store.Ring
	log     *slog.Logger
	dropped atomic.Int64
}

func New(ring *store.Ring, log *slog.Logger) *Broker {
	return &Broker{subs: make(map[string]map[*Subscription]struct{}), ring: ring, log: log}
}

// Replay is what a reconnecting stream is owed before it goes live.
type Replay struct {
	// Reset is set when events after the client's last id were already evicted:
	// the client has to refetch instead of trusting the backlog to be complete.
	Reset  bool
	Events []store.Event
}

// Subscribe opens a stream for userID. When lastID > 0 it also returns the buffered
// events after lastID; taking them under the same lock as Publish means every event
// is either in the backlog or on the channel, never both and never neither.
func (b *Broker) Subscribe(userID string, lastID uint64) (*Subscription, Replay) {
	s := &Subscription{UserID: userID, C: make(chan store.Event, subscriberBuffer)}
	b.mu.Lock()
	defer b.mu.Unlock()
	var replay Replay
	if lastID > 0 {
		if oldest := b.ring.Oldest(); oldest > 0 && lastID+1 < oldest {
			replay.Reset = true
		}
		replay.Events = b.ring.Since(userID, lastID)
	}
	set := b.subs[userID]
	if set == nil {
		set = make(map[*Subscription]struct{})
		b.subs[userID] = set
	}
	set[s] = struct{}{}
	return s, replay
}

// Unsubscribe closes the stream. Calling it twice is harmless.
func (b *Broker) Unsubscribe(s *Subscription) {
	b.mu.Lock()
	defer b.mu.Unlock()
	set := b.subs[s.UserID]
	if _, ok := set[s]; !ok {
		return
	}
	delete(set, s)
	if len(set) == 0 {
		delete(b.subs, s.UserID)
	}
	close(s.C)
}

// Publish stores the event for replay and hands it to every open stream of its user.
// A stream whose buffer is full loses the event instead of blocking the publisher.
func (b *Broker) Publish(ev store.Event) store.Event {
	b.mu.Lock()
	defer b.mu.Unlock()
	ev = b.ring.Append(ev)
	for s := range b.subs[ev.UserID] {
		select {
		case s.C <- ev:
		default:
			s.dropped.Add(1)
			b.dropped.Add(1)
			b.log.Warn("dropping event for slow stream", "user", ev.UserID, "id", ev.ID)
		}
	}
	return ev
}

// Stats returns the number of open streams and the events dropped so far.
func (b *Broker) Stats() (streams int, dropped int64) {
	b.mu.Lock()
	defer b.mu.Unlock()
	for _, set := range b.subs {
		streams += len(set)
	}
	return streams, b.dropped.Load()
}

// Subscribers reports how many streams userID has open.
func (b *Broker) Subscribers(userID string) int {
	b.mu.Lock()
	defer b.mu.Unlock()
	return len(b.subs[userID])
}
