package webhook

import (
	"context"
	"io"
	"net/http"
	"net/http/httptest"
	"strconv"
	"strings"
	"testing"
	"time"
)

func TestBackoffGrows(t *testing.T) {
	if backoff(1) <= backoff(0) {
		t.Fatalf("backoff(1)=%v should be longer than backoff(0)=%v", backoff(1), backoff(0))
	}
}

func TestBackoffCapsAtMax(t *testing.T) {
	for attempt := 0; attempt < 64; attempt++ {
		if got := backoff(attempt); got > maxDelay || got <= 0 {
			t.Fatalf("backoff(%d) = %v, want within (0, %v]", attempt, got, maxDelay)
		}
	}
}

func TestDeliverSignsTheBody(t *testing.T) {
	var gotSig, gotTS string
	var gotBody []byte
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		gotSig = r.Header.Get("X-Hook-Signature")
		gotTS = r.Header.Get("X-Hook-Timestamp")
		gotBody, _ = io.ReadAll(r.Body)
	}))
	defer srv.Close()

	d := NewDispatcher(nil, srv.Client(), nil)
	ev := Event{ID: "ev_1", Type: "message.created", CreatedAt: time.Unix(0, 0).UTC()}
	if err := d.Deliver(context.Background(), Subscription{URL: srv.URL, Secret: "s3cret"}, ev); err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(gotSig, "sha256=") {
		t.Fatalf("signature header %q", gotSig)
	}
	if len(gotBody) == 0 || gotTS == "" {
		t.Fatal("empty body or timestamp")
	}
	ts, _ := strconv.ParseInt(gotTS, 10, 64)
	if want := "sha256=" + sign("s3cret", ts, gotBody); gotSig != want {
		t.Fatalf("signature %q does not match the received body (want %q)", gotSig, want)
	}
}
