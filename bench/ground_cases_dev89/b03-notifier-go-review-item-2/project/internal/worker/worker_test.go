package worker

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/mirai-works/notifier/internal/config"
	"github.com/mirai-works/notifier/internal/store"
)

type fakeStore struct {
	pending []store.Notification
	sent    []int64
	failed  []int64
}

func (f *fakeStore) ListPending(ctx context.Context, limit int) ([]store.Notification, error) {
	return f.pending, nil
}
func (f *fakeStore) MarkSent(ctx context.Context, id int64) error { f.sent = append(f.sent, id); return nil }
func (f *fakeStore) MarkFailed(ctx context.Context, id int64, b time.Duration) error {
	f.failed = append(f.failed, id)
	return nil
}

type fakeSender struct{ failFor string }

func (s fakeSender) Send(to, subject, body string) error {
	if to == s.failFor {
		return errors.New("boom")
	}
	return nil
}

func TestTickMarksSentAndFailed(t *testing.T) {
	st := &fakeStore{pending: []store.Notification{{ID: 1, To: "a@x"}, {ID: 2, To: "b@x"}}}
	w := New(st, fakeSender{failFor: "b@x"}, &config.Config{BatchSize: 10, Retry: config.Retry{MaxAttempts: 3}})
	if err := w.tick(context.Background()); err != nil {
		t.Fatal(err)
	}
	if len(st.sent) != 1 || st.sent[0] != 1 {
		t.Fatalf("sent = %v", st.sent)
	}
	if len(st.failed) != 1 || st.failed[0] != 2 {
		t.Fatalf("failed = %v", st.failed)
	}
}
