package queue

import (
	"context"
	"testing"
)

func TestHandlerFunc(t *testing.T) {
	called := false
	h := HandlerFunc(func(ctx context.Context, m *Message) error { called = true; return nil })
	_ = h.Handle(context.Background(), &Message{ID: "1"})
	if !called {
		t.Fatal("handler not called")
	}
}
