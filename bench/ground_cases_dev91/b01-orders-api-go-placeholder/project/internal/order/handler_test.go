package order

import (
	"context"
	"database/sql"
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
)

type fakeRepo struct {
	orders map[int64]Order
}

func (f *fakeRepo) Get(_ context.Context, id int64) (Order, error) {
	o, ok := f.orders[id]
	if !ok {
		return Order{}, fmt.Errorf("get order %d: %w", id, sql.ErrNoRows)
	}
	return o, nil
}

func (f *fakeRepo) List(_ context.Context, _ ListFilter) ([]Order, error) {
	out := []Order{}
	for _, o := range f.orders {
		out = append(out, o)
	}
	return out, nil
}

func (f *fakeRepo) Create(_ context.Context, req CreateOrderRequest) (Order, error) {
	o := Order{ID: int64(len(f.orders) + 1), CustomerID: req.CustomerID, TotalCents: req.TotalCents, Status: StatusPending}
	f.orders[o.ID] = o
	return o, nil
}

func TestGetNotFound(t *testing.T) {
	h := NewHandler(&fakeRepo{orders: map[int64]Order{}})
	rec := httptest.NewRecorder()
	h.Routes().ServeHTTP(rec, httptest.NewRequest(http.MethodGet, "/999", nil))
	if rec.Code != http.StatusNotFound {
		t.Fatalf("status = %d, want 404", rec.Code)
	}
}

func TestCreateValidates(t *testing.T) {
	h := NewHandler(&fakeRepo{orders: map[int64]Order{}})
	rec := httptest.NewRecorder()
	h.Routes().ServeHTTP(rec, httptest.NewRequest(http.MethodPost, "/", strings.NewReader(`{"total_cents": 100}`)))
	if rec.Code != http.StatusUnprocessableEntity {
		t.Fatalf("status = %d, want 422", rec.Code)
	}
}
