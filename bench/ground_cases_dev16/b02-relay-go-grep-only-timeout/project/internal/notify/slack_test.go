package notify

import (
	"context"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
)

func TestNotifyPostsJSON(t *testing.T) {
	var got string
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		b, _ := io.ReadAll(r.Body)
		got = string(b)
		w.WriteHeader(http.StatusOK)
	}))
	defer srv.Close()

	n := NewSlackNotifier(srv.URL)
	if err := n.Notify(context.Background(), "job 42 done"); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(got, `"text":"job 42 done"`) {
		t.Fatalf("unexpected body %q", got)
	}
}

func TestNotifyDisabledWithoutWebhook(t *testing.T) {
	n := NewSlackNotifier("")
	if err := n.Notify(context.Background(), "x"); err != nil {
		t.Fatal(err)
	}
}
