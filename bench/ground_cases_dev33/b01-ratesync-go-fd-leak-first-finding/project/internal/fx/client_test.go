package fx

import (
	"context"
	"net/http"
	"net/http/httptest"
	"testing"
)

func TestFetchRates(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if got := r.URL.Query().Get("pairs"); got != "USDJPY,EURJPY" {
			t.Errorf("pairs = %q", got)
		}
		w.Header().Set("Content-Type", "application/json")
		_, _ = w.Write([]byte(`{"quotes":[{"pair":"USDJPY","bid":151.2,"ask":151.3},{"pair":"EURJPY","bid":163.9,"ask":164.1}]}`))
	}))
	defer srv.Close()

	c := NewClient(srv.URL, "test")
	rates, err := c.FetchRates(context.Background(), []string{"USDJPY", "EURJPY"})
	if err != nil {
		t.Fatal(err)
	}
	if len(rates) != 2 || rates[0].Pair != "USDJPY" {
		t.Fatalf("rates = %+v", rates)
	}
}

func TestFetchRatesUpstreamError(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		http.Error(w, "slow down", http.StatusTooManyRequests)
	}))
	defer srv.Close()

	c := NewClient(srv.URL, "test")
	if _, err := c.FetchRates(context.Background(), []string{"USDJPY"}); err == nil {
		t.Fatal("want error on 429")
	}
}
