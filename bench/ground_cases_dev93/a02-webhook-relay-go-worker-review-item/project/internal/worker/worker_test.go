package worker

import (
	"context"
	"errors"
	"io"
	"log/slog"
	"testing"
	"time"

	"github.com/acme/webhook-relay/internal/delivery"
	"github.com/acme/webhook-relay/internal/queue"
)

type fakeSource struct {
	acked    []string
	requeued []time.Duration
}

func (f *fakeSource) Ack(_ context.Context, id string) error { f.acked = append(f.acked, id); return nil }
func (f *fakeSource) Requeue(_ context.Context, _ *queue.Message, d time.Duration) error {
	f.requeued = append(f.requeued, d)
	return nil
}

type fakeClient struct{ err error }

func (f fakeClient) Deliver(context.Context, string, []byte) error { return f.err }

const testMaxAttempts = 5

func newTestWorker(src *fakeSource, err error) *Worker {
	return New(src, fakeClient{err: err}, slog.New(slog.NewTextHandler(io.Discard, nil)), testMaxAttempts)
}

func TestHandleDelivered(t *testing.T) {
	src := &fakeSource{}
	if err := newTestWorker(src, nil).Handle(context.Background(), &queue.Message{ID: "1-0"}); err != nil {
		t.Fatal(err)
	}
	if len(src.acked) != 1 || len(src.requeued) != 0 {
		t.Fatalf("acked=%v requeued=%v", src.acked, src.requeued)
	}
}

func TestHandlePermanentIsDropped(t *testing.T) {
	src := &fakeSource{}
	_ = newTestWorker(src, &delivery.PermanentError{Status: 410}).Handle(context.Background(), &queue.Message{ID: "2-0"})
	if len(src.requeued) != 0 {
		t.Fatal("a 410 must not be retried")
	}
}

func TestHandleRetriesUntilMax(t *testing.T) {
	src := &fakeSource{}
	w := newTestWorker(src, errors.New("connection refused"))
	_ = w.Handle(context.Background(), &queue.Message{ID: "3-0", Attempt: 0})
	_ = w.Handle(context.Background(), &queue.Message{ID: "3-1", Attempt: testMaxAttempts - 1})
	if len(src.requeued) != 1 {
		t.Fatalf("want one retry, got %d", len(src.requeued))
	}
}

func TestScheduleDoublesAndCaps(t *testing.T) {
	s := schedule(12)
	if s[0] != 2*time.Second || s[3] != 16*time.Second || s[11] != maxDelay {
		t.Fatalf("unexpected schedule %v", s)
	}
}
