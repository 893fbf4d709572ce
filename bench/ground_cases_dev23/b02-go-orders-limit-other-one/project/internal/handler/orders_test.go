package handler

import (
	"context"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"testing"

	"github.com/minato-logi/inventory-api/internal/store"
)

type fakeStore struct {
	gotLimit int
	orders   []store.Order
}

func (f *fakeStore) ListOrders(ctx context.Context, customerID int64, limit int) ([]store.Order, error) {
	f.gotLimit = limit
	return f.orders, nil
}

func (f *fakeStore) CountOrders(ctx context.Context, customerID int64) (int, error) {
	return len(f.orders), nil
}

func serve(h *OrderHandler, url string) *httptest.ResponseRecorder {
	mux := http.NewServeMux()
	mux.HandleFunc("GET /customers/{id}/orders", h.List)
	rec := httptest.NewRecorder()
	mux.ServeHTTP(rec, httptest.NewRequest(http.MethodGet, url, nil))
	return rec
}

func TestListCapsLimit(t *testing.T) {
	fs := &fakeStore{}
	serve(NewOrderHandler(fs), "/customers/7/orders?limit=500")
	if fs.gotLimit != maxLimit {
		t.Fatalf("limit = %d, want %d", fs.gotLimit, maxLimit)
	}
}

func TestListRejectsBadID(t *testing.T) {
	rec := serve(NewOrderHandler(&fakeStore{}), "/customers/abc/orders")
	if rec.Code != http.StatusBadRequest {
		t.Fatalf("status = %d, want 400", rec.Code)
	}
}

func TestListReturnsTotal(t *testing.T) {
	fs := &fakeStore{orders: []store.Order{{ID: 1}, {ID: 2}}}
	rec := serve(NewOrderHandler(fs), "/customers/7/orders?limit=10")
	var body listResponse
	if err := json.NewDecoder(rec.Body).Decode(&body); err != nil {
		t.Fatal(err)
	}
	if body.Total != 2 {
		t.Fatalf("total = %d, want 2", body.Total)
	}
}
