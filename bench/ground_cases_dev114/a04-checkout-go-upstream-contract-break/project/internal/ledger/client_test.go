package ledger

import (
	"context"
	"net/http"
	"net/http/httptest"
	"testing"
)

func TestBalanceDecodes(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path != "/v1/accounts/acc_1/balance" {
			t.Errorf("unexpected path %s", r.URL.Path)
		}
		w.Header().Set("Content-Type", "application/json")
		w.Write([]byte(`{"account_id":"acc_1","available_cents":1200,"held_cents":300,"currency":"EUR"}`))
	}))
	defer srv.Close()

	b, err := NewClient(srv.URL, "t").Balance(context.Background(), "acc_1")
	if err != nil {
		t.Fatal(err)
	}
	if b.AvailableCents != 1200 || b.HeldCents != 300 {
		t.Fatalf("got %+v", b)
	}
}

func TestBalanceNon200(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.WriteHeader(http.StatusServiceUnavailable)
	}))
	defer srv.Close()

	if _, err := NewClient(srv.URL, "t").Balance(context.Background(), "acc_1"); err == nil {
		t.Fatal("expected an error")
	}
}
