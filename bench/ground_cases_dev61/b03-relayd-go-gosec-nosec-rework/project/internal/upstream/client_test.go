package upstream

import (
	"context"
	"crypto/tls"
	"net/http"
	"net/http/httptest"
	"testing"

	"github.com/kumo-works/relayd/internal/config"
)

func TestForwardCopiesHeaders(t *testing.T) {
	var got http.Header
	srv := httptest.NewTLSServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		got = r.Header.Clone()
		w.WriteHeader(http.StatusAccepted)
	}))
	defer srv.Close()

	c, err := New(config.Config{UpstreamURL: srv.URL, Timeout: 0})
	if err != nil {
		t.Fatal(err)
	}
	// the test server's certificate is self-signed
	c.http.Transport.(*http.Transport).TLSClientConfig = &tls.Config{InsecureSkipVerify: true}

	h := http.Header{}
	h.Set("X-Partner-Event", "order.paid")
	h.Set("Authorization", "secret")
	code, err := c.Forward(context.Background(), "/hooks/partner", []byte(`{}`), h)
	if err != nil || code != http.StatusAccepted {
		t.Fatalf("code=%d err=%v", code, err)
	}
	if got.Get("X-Partner-Event") != "order.paid" || got.Get("Authorization") != "" {
		t.Fatalf("headers not filtered: %v", got)
	}
}
