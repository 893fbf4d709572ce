package fetch

import (
	"context"
	"net/http"
	"net/http/httptest"
	"testing"
	"time"
)

const sample = `<rss><channel><item><guid>1</guid><title>a</title></item></channel></rss>`

func TestFetchParsesItems(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Write([]byte(sample))
	}))
	defer srv.Close()
	items, err := NewClient(time.Second).Fetch(context.Background(), Feed{ID: 1, URL: srv.URL})
	if err != nil || len(items) != 1 {
		t.Fatalf("got %v, %v", items, err)
	}
}

func TestFetchNotModified(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.WriteHeader(http.StatusNotModified)
	}))
	defer srv.Close()
	items, err := NewClient(time.Second).Fetch(context.Background(), Feed{ID: 1, URL: srv.URL, ETag: "x"})
	if err != nil || items != nil {
		t.Fatalf("got %v, %v", items, err)
	}
}
