package dispatch

import (
	"context"
	"errors"
	"io"
	"log/slog"
	"testing"

	"notify-gateway/internal/config"
	"notify-gateway/internal/model"
)

type fakeStore struct {
	pending []model.Message
	sent    []int64
	failed  []int64
}

func (f *fakeStore) ListPending(ctx context.Context, limit, maxAttempts int) ([]model.Message, error) {
	return f.pending, nil
}

func (f *fakeStore) MarkSent(ctx context.Context, id int64) error {
	f.sent = append(f.sent, id)
	return nil
}

func (f *fakeStore) MarkFailed(ctx context.Context, id int64, reason string) error {
	f.failed = append(f.failed, id)
	return nil
}

type fakeSender struct{ fail map[int64]bool }

func (s fakeSender) Send(ctx context.Context, m model.Message) error {
	if s.fail[m.ID] {
		return errors.New("boom")
	}
	return nil
}

func TestTickMarksSentAndFailed(t *testing.T) {
	st := &fakeStore{pending: []model.Message{{ID: 1}, {ID: 2}, {ID: 3}}}
	d := New(st, fakeSender{fail: map[int64]bool{2: true}}, config.Config{BatchSize: 10},
		slog.New(slog.NewTextHandler(io.Discard, nil)))
	if err := d.tick(context.Background()); err != nil {
		t.Fatal(err)
	}
	if len(st.sent) != 2 || len(st.failed) != 1 || st.failed[0] != 2 {
		t.Fatalf("sent=%v failed=%v", st.sent, st.failed)
	}
}
