package sync

import (
	"context"
	"io"
	"log/slog"
	"testing"
	"time"

	"github.com/hoshino-trading/crmsync/internal/crm"
)

type fakeSource struct{ pages []crm.Page }

func (f *fakeSource) ListContacts(_ context.Context, _ time.Time, cursor string) (*crm.Page, error) {
	i := 0
	if cursor != "" {
		i = int(cursor[0] - '0')
	}
	return &f.pages[i], nil
}

type fakeSink struct{ got []crm.Contact }

func (f *fakeSink) Upsert(_ context.Context, cs []crm.Contact) error { f.got = append(f.got, cs...); return nil }
func (f *fakeSink) SaveCursor(context.Context, string, string) error  { return nil }

func TestRunFollowsPaging(t *testing.T) {
	p1 := crm.Page{Results: []crm.Contact{{ID: "a"}, {ID: "b"}}}
	p1.Paging.Next = "1"
	p2 := crm.Page{Results: []crm.Contact{{ID: "c"}}}
	sink := &fakeSink{}
	job := NewJob(&fakeSource{pages: []crm.Page{p1, p2}}, sink, slog.New(slog.NewTextHandler(io.Discard, nil)))
	n, err := job.Run(context.Background(), time.Now())
	if err != nil || n != 3 || len(sink.got) != 3 {
		t.Fatalf("n=%d err=%v got=%d", n, err, len(sink.got))
	}
}
