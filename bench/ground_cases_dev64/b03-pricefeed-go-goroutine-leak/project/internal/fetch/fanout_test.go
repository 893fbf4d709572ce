package fetch

import (
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"testing"

	"go.uber.org/goleak"
)

func upstream(t *testing.T, price float64, status int) string {
	t.Helper()
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.WriteHeader(status)
		fmt.Fprintf(w, `{"symbol":"JPYUSD","price":%v}`, price)
	}))
	t.Cleanup(srv.Close)
	return srv.URL
}

func TestFetchAllReturnsAPrice(t *testing.T) {
	c := NewClient("k")
	got, err := FetchAll(context.Background(), c, []string{upstream(t, 0.0066, 200), upstream(t, 0.0067, 200)})
	if err != nil {
		t.Fatal(err)
	}
	if got.Price == 0 {
		t.Fatalf("no price: %+v", got)
	}
}

func TestFetchAllAllFail(t *testing.T) {
	defer goleak.VerifyNone(t, goleak.IgnoreTopFunction("net/http.(*persistConn).writeLoop"),
		goleak.IgnoreTopFunction("internal/poll.runtime_pollWait"))
	c := NewClient("k")
	_, err := FetchAll(context.Background(), c, []string{upstream(t, 0, 500), upstream(t, 0, 502)})
	if err == nil {
		t.Fatal("expected an error")
	}
}
