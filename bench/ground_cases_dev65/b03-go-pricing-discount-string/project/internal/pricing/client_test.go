package pricing

import (
	"context"
	"net/http"
	"net/http/httptest"
	"os"
	"testing"
	"time"
)

// TestQuoteContract decodes a response captured from pricing-service staging. When the
// pricing team changes the contract, refresh the fixture and this test shows what broke.
func TestQuoteContract(t *testing.T) {
	raw, err := os.ReadFile("testdata/quote_2025-11.json")
	if err != nil {
		t.Fatal(err)
	}
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Write(raw)
	}))
	defer srv.Close()
	q, err := NewClient(srv.URL, time.Second).Quote(context.Background(), QuoteRequest{CartID: "c_2"})
	if err != nil {
		t.Fatalf("staging response no longer decodes: %v", err)
	}
	if got := q.Items[0].UnitPriceMinor; got != 2980 {
		t.Fatalf("unit_price_minor = %d", got)
	}
}

func TestQuoteDecodes(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path != "/quotes" {
			t.Errorf("path = %s", r.URL.Path)
		}
		w.Header().Set("Content-Type", "application/json")
		w.Write([]byte(`{"quote_id":"q_1","currency":"JPY","items":[{"sku":"TSHIRT-M","quantity":2,"unit_price_minor":2980,"discount":0,"tax_rate":0.1}],"shipping":600,"expires_at":"2025-11-20T10:00:00+09:00"}`))
	}))
	defer srv.Close()

	q, err := NewClient(srv.URL, time.Second).Quote(context.Background(), QuoteRequest{CartID: "c_1", Currency: "JPY"})
	if err != nil {
		t.Fatal(err)
	}
	if len(q.Items) != 1 || q.Items[0].Quantity != 2 {
		t.Fatalf("items = %+v", q.Items)
	}
}
