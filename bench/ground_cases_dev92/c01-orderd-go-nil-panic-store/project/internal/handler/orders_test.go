package handler

import (
	"context"
	"net/http"
	"net/http/httptest"
	"testing"

	"github.com/go-chi/chi/v5"

	"github.com/acme/orderd/internal/model"
)

type fakeStore struct {
	orders []*model.Order
}

func (f *fakeStore) FindByID(_ context.Context, id int64) (*model.Order, error) {
	for _, o := range f.orders {
		if o.ID == id {
			return o, nil
		}
	}
	return nil, nil
}

func (f *fakeStore) List(_ context.Context, status model.Status, limit int) ([]*model.Order, error) {
	var out []*model.Order
	for _, o := range f.orders {
		if status == "" || o.Status == status {
			out = append(out, o)
		}
	}
	if len(out) > limit {
		out = out[:limit]
	}
	return out, nil
}

func (f *fakeStore) SetStatus(_ context.Context, id int64, st model.Status) error {
	for _, o := range f.orders {
		if o.ID == id {
			o.Status = st
		}
	}
	return nil
}

func router(h *OrderHandler) http.Handler {
	r := chi.NewRouter()
	r.Get("/api/orders", h.List)
	r.Get("/api/orders/{id}", h.Get)
	r.Post("/api/orders/{id}/cancel", h.Cancel)
	return r
}

func TestGetOrder(t *testing.T) {
	h := NewOrderHandler(&fakeStore{orders: []*model.Order{{ID: 7, Status: model.StatusPaid, AmountCent: 1999}}})
	rec := httptest.NewRecorder()
	router(h).ServeHTTP(rec, httptest.NewRequest("GET", "/api/orders/7", nil))
	if rec.Code != http.StatusOK {
		t.Fatalf("status = %d", rec.Code)
	}
}

func TestCancelShipped(t *testing.T) {
	h := NewOrderHandler(&fakeStore{orders: []*model.Order{{ID: 3, Status: model.StatusShipped}}})
	rec := httptest.NewRecorder()
	router(h).ServeHTTP(rec, httptest.NewRequest("POST", "/api/orders/3/cancel", nil))
	if rec.Code != http.StatusConflict {
		t.Fatalf("status = %d", rec.Code)
	}
}
