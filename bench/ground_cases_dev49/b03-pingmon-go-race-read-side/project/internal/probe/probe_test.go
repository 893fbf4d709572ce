package probe

import (
	"context"
	"net"
	"net/http"
	"net/http/httptest"
	"testing"
	"time"
)

func TestHTTPStatusCounts(t *testing.T) {
	ts := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.WriteHeader(http.StatusBadGateway)
	}))
	defer ts.Close()
	res := New(time.Second).Check(context.Background(), ts.URL)
	if res.OK || res.Err != "status 502" {
		t.Fatalf("want failure with status 502, got %+v", res)
	}
}

func TestTCPDial(t *testing.T) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	res := New(time.Second).Check(context.Background(), "tcp://"+ln.Addr().String())
	if !res.OK {
		t.Fatalf("dial failed: %s", res.Err)
	}
}
