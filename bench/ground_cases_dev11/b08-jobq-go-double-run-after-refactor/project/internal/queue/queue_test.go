package queue

import (
	"errors"
	"testing"
	"time"
)

func newTestQueue(t *testing.T) (*Queue, *time.Time) {
	t.Helper()
	now := time.Date(2025, 10, 1, 9, 0, 0, 0, time.UTC)
	q := New(3, time.Minute)
	q.now = func() time.Time { return now }
	return q, &now
}

func TestClaimOldestDueFirst(t *testing.T) {
	q, now := newTestQueue(t)
	_ = q.Enqueue("a", "k", nil, *now)
	_ = q.Enqueue("b", "k", nil, *now)
	_ = q.Enqueue("later", "k", nil, now.Add(time.Hour))

	for _, want := range []string{"a", "b"} {
		j, ok := q.Claim("w1")
		if !ok || j.ID != want {
			t.Fatalf("Claim() = %v, %v; want %s", j, ok, want)
		}
	}
	if j, ok := q.Claim("w1"); ok {
		t.Fatalf("claimed %s before it was due", j.ID)
	}
}

func TestCompleteRetriesWithBackoff(t *testing.T) {
	q, now := newTestQueue(t)
	_ = q.Enqueue("a", "k", nil, *now)
	j, _ := q.Claim("w1")
	if err := q.Complete(j.ID, errors.New("boom")); err != nil {
		t.Fatal(err)
	}
	if j.State != StatePending || !j.RunAt.Equal(now.Add(time.Second)) {
		t.Fatalf("after first failure: state=%v runAt=%v", j.State, j.RunAt)
	}
}

func TestFailsAfterMaxAttempts(t *testing.T) {
	q, now := newTestQueue(t)
	_ = q.Enqueue("a", "k", nil, *now)
	for i := 0; i < 3; i++ {
		*now = now.Add(10 * time.Minute)
		j, ok := q.Claim("w1")
		if !ok {
			t.Fatalf("attempt %d: nothing to claim", i+1)
		}
		_ = q.Complete(j.ID, errors.New("boom"))
	}
	if got := q.Snapshot()[0].State; got != StateFailed {
		t.Fatalf("state = %v, want failed", got)
	}
}

func TestRequeueStale(t *testing.T) {
	q, now := newTestQueue(t)
	_ = q.Enqueue("a", "k", nil, *now)
	_, _ = q.Claim("w1")
	*now = now.Add(2 * time.Minute)
	if n := q.RequeueStale(); n != 1 {
		t.Fatalf("RequeueStale() = %d, want 1", n)
	}
	if j, ok := q.Claim("w2"); !ok || j.Attempts != 2 {
		t.Fatalf("reclaim: %v %v", j, ok)
	}
}

func TestCompleteUnknown(t *testing.T) {
	q, _ := newTestQueue(t)
	if err := q.Complete("nope", nil); !errors.Is(err, ErrNotFound) {
		t.Fatalf("err = %v, want ErrNotFound", err)
	}
}
