package crawler

import (
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"testing"
)

func TestRunCountsStatus(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.WriteHeader(http.StatusOK)
	}))
	defer srv.Close()

	var urls []string
	for i := 0; i < 20; i++ {
		urls = append(urls, fmt.Sprintf("%s/p/%d", srv.URL, i))
	}
	c := New(4)
	c.Run(context.Background(), urls)
	if got := c.Status.Get("200"); got != 20 {
		t.Fatalf("200 count = %d, want 20", got)
	}
}
