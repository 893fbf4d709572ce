package http

import (
	"context"
	"net/http"
	"net/http/httptest"
	"testing"

	"github.com/kaito/ordersvc/internal/cache"
	"github.com/kaito/ordersvc/internal/store"
)

type fakeStore struct{ orders []store.Order }

func (f *fakeStore) List(_ context.Context, opts store.ListOptions) ([]store.Order, error) {
	return f.orders, nil
}

func (f *fakeStore) Get(_ context.Context, id string) (store.Order, error) {
	for _, o := range f.orders {
		if o.ID == id {
			return o, nil
		}
	}
	return store.Order{}, store.ErrNotFound
}

func newHandler() *OrderHandler {
	return &OrderHandler{Store: &fakeStore{orders: []store.Order{{ID: "o1", Status: "paid"}}}, Cache: cache.NewLRU(16)}
}

func TestListBadLimit(t *testing.T) {
	rec := httptest.NewRecorder()
	newHandler().List(rec, httptest.NewRequest(http.MethodGet, "/orders?limit=0", nil))
	if rec.Code != http.StatusBadRequest {
		t.Fatalf("code = %d", rec.Code)
	}
}

func TestListUnknownStatus(t *testing.T) {
	rec := httptest.NewRecorder()
	newHandler().List(rec, httptest.NewRequest(http.MethodGet, "/orders?status=refunded", nil))
	if rec.Code != http.StatusBadRequest {
		t.Fatalf("code = %d", rec.Code)
	}
}

func TestGetNotFound(t *testing.T) {
	rec := httptest.NewRecorder()
	req := httptest.NewRequest(http.MethodGet, "/orders/nope", nil)
	req.SetPathValue("id", "nope")
	newHandler().Get(rec, req)
	if rec.Code != http.StatusNotFound {
		t.Fatalf("code = %d", rec.Code)
	}
}
