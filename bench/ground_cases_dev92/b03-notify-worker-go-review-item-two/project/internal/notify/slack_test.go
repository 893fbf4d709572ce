package notify

import (
	"context"
	"net/http"
	"net/http/httptest"
	"testing"
)

func TestSendPostsJSON(t *testing.T) {
	var got string
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		got = r.Header.Get("Content-Type")
		w.WriteHeader(http.StatusOK)
	}))
	defer srv.Close()

	s := NewSlack(srv.URL)
	if err := s.Send(context.Background(), Event{ID: "e1", Channel: "#ops", Text: "hi"}); err != nil {
		t.Fatal(err)
	}
	if got != "application/json" {
		t.Fatalf("content-type = %q", got)
	}
}

func TestSendFailsOn500(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.WriteHeader(http.StatusInternalServerError)
	}))
	defer srv.Close()

	if err := NewSlack(srv.URL).Send(context.Background(), Event{ID: "e2"}); err == nil {
		t.Fatal("want error")
	}
}
