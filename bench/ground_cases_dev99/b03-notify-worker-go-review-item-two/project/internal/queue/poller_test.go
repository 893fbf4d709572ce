package queue

import (
	"context"
	"fmt"
	"io"
	"log/slog"
	"testing"
	"time"

	"github.com/hoshino-lab/notify-worker/internal/webhook"
)

type fakeSource struct {
	events       []webhook.Event
	acked, nacked []string
}

func (f *fakeSource) Fetch(context.Context, int) ([]webhook.Event, error) { return f.events, nil }
func (f *fakeSource) Ack(_ context.Context, id string) error            { f.acked = append(f.acked, id); return nil }
func (f *fakeSource) Nack(_ context.Context, id string) error           { f.nacked = append(f.nacked, id); return nil }

type fakeSender map[string]error

func (f fakeSender) Send(_ context.Context, ev webhook.Event) error { return f[ev.ID] }

func TestRunOnceAcksAndNacks(t *testing.T) {
	src := &fakeSource{events: []webhook.Event{{ID: "ok"}, {ID: "later"}, {ID: "dead"}}}
	sender := fakeSender{
		"later": fmt.Errorf("giving up after 5 attempts: boom"),
		"dead":  fmt.Errorf("%w: status 410", webhook.ErrPermanent),
	}
	p := NewPoller(src, sender, time.Second, 10, slog.New(slog.NewTextHandler(io.Discard, nil)))
	if err := p.RunOnce(context.Background()); err != nil {
		t.Fatal(err)
	}
	if fmt.Sprint(src.acked) != "[ok dead]" || fmt.Sprint(src.nacked) != "[later]" {
		t.Fatalf("acked=%v nacked=%v", src.acked, src.nacked)
	}
}
