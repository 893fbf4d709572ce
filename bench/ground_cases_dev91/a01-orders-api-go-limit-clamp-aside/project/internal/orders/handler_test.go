package orders

import (
	"context"
	"net/http"
	"net/http/httptest"
	"testing"
)

type fakeStore struct {
	orders map[int64]Order
	last   ListFilter
}

func (f *fakeStore) Get(_ context.Context, id int64) (*Order, error) {
	o, ok := f.orders[id]
	if !ok {
		return nil, nil
	}
	return &o, nil
}

func (f *fakeStore) List(_ context.Context, lf ListFilter) ([]Order, error) {
	f.last = lf
	return nil, nil
}

func TestGetOrder(t *testing.T) {
	h := NewHandler(&fakeStore{orders: map[int64]Order{7: {ID: 7, Status: StatusPaid}}})
	rec := httptest.NewRecorder()
	h.Routes().ServeHTTP(rec, httptest.NewRequest(http.MethodGet, "/7", nil))
	if rec.Code != http.StatusOK {
		t.Fatalf("code = %d", rec.Code)
	}
}

func TestGetOrderNotFound(t *testing.T) {
	h := NewHandler(&fakeStore{orders: map[int64]Order{}})
	rec := httptest.NewRecorder()
	h.Routes().ServeHTTP(rec, httptest.NewRequest(http.MethodGet, "/404", nil))
	if rec.Code != http.StatusNotFound {
		t.Fatalf("code = %d", rec.Code)
	}
}

func TestListRejectsUnknownStatus(t *testing.T) {
	h := NewHandler(&fakeStore{})
	rec := httptest.NewRecorder()
	h.Routes().ServeHTTP(rec, httptest.NewRequest(http.MethodGet, "/?status=lost", nil))
	if rec.Code != http.StatusBadRequest {
		t.Fatalf("code = %d", rec.Code)
	}
}
