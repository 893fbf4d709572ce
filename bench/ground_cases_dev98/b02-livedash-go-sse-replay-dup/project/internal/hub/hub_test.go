package hub

import "testing"

func TestPublishFansOut(t *testing.T) {
	h := New(10)
	a, b := h.Subscribe(1), h.Subscribe(1)
	h.Publish("order", []byte(`{}`))
	for _, ch := range []chan Event{a, b} {
		if ev := <-ch; ev.ID != 1 || ev.Kind != "order" {
			t.Fatalf("got %+v", ev)
		}
	}
}

func TestSinceFromZeroReturnsEverything(t *testing.T) {
	h := New(10)
	for i := 0; i < 3; i++ {
		h.Publish("order", nil)
	}
	evs, ok := h.Since(0)
	if !ok || len(evs) != 3 {
		t.Fatalf("Since(0) = %d events, ok=%v", len(evs), ok)
	}
}

func TestSinceTooOldAsksForReload(t *testing.T) {
	h := New(2)
	for i := 0; i < 5; i++ {
		h.Publish("order", nil)
	}
	if _, ok := h.Since(1); ok {
		t.Fatal("Since(1) should report that the history no longer reaches back")
	}
}

func TestUnsubscribeClosesChannel(t *testing.T) {
	h := New(1)
	ch := h.Subscribe(1)
	h.Unsubscribe(ch)
	if _, open := <-ch; open {
		t.Fatal("channel still open")
	}
	if h.Subscribers() != 0 {
		t.Fatalf("Subscribers() = %d", h.Subscribers())
	}
}
