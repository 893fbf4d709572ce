package reservation

import (
	"bytes"
	"context"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"testing"

	"github.com/go-chi/chi/v5"
)

type fakeStore struct {
	reserveErr error
	released   []int64
	lastLimit  int
}

func (f *fakeStore) Reserve(_ context.Context, sku string, qty int, orderID string) (Reservation, error) {
	if f.reserveErr != nil {
		return Reservation{}, f.reserveErr
	}
	return Reservation{ID: 1, SKU: sku, Qty: qty, OrderID: orderID}, nil
}

func (f *fakeStore) Release(_ context.Context, id int64) error {
	f.released = append(f.released, id)
	return nil
}

func (f *fakeStore) ListBySKU(_ context.Context, _ string, limit int) ([]Reservation, error) {
	f.lastLimit = limit
	return []Reservation{}, nil
}

func newServer(store Store) http.Handler {
	r := chi.NewRouter()
	NewHandler(store, slog.New(slog.NewTextHandler(io.Discard, nil))).Mount(r)
	return r
}

func TestReserveCreated(t *testing.T) {
	srv := newServer(&fakeStore{})
	body := bytes.NewBufferString(`{"sku":"A-100","qty":2,"order_id":"o-1"}`)
	rec := httptest.NewRecorder()
	srv.ServeHTTP(rec, httptest.NewRequest(http.MethodPost, "/reservations", body))
	if rec.Code != http.StatusCreated {
		t.Fatalf("status = %d, want 201", rec.Code)
	}
}

func TestReserveRejectsNonPositiveQty(t *testing.T) {
	for _, qty := range []string{"0", "-3"} {
		body := bytes.NewBufferString(`{"sku":"A-100","qty":` + qty + `,"order_id":"o-1"}`)
		rec := httptest.NewRecorder()
		newServer(&fakeStore{}).ServeHTTP(rec, httptest.NewRequest(http.MethodPost, "/reservations", body))
		if rec.Code != http.StatusBadRequest {
			t.Fatalf("qty %s: status = %d, want 400", qty, rec.Code)
		}
	}
}

func TestReserveInsufficientIsConflict(t *testing.T) {
	body := bytes.NewBufferString(`{"sku":"A-100","qty":2,"order_id":"o-1"}`)
	rec := httptest.NewRecorder()
	newServer(&fakeStore{reserveErr: ErrInsufficient}).ServeHTTP(rec, httptest.NewRequest(http.MethodPost, "/reservations", body))
	if rec.Code != http.StatusConflict {
		t.Fatalf("status = %d, want 409", rec.Code)
	}
}

func TestListDefaultLimit(t *testing.T) {
	fs := &fakeStore{}
	rec := httptest.NewRecorder()
	newServer(fs).ServeHTTP(rec, httptest.NewRequest(http.MethodGet, "/skus/A-100/reservations", nil))
	if rec.Code != http.StatusOK || fs.lastLimit != defaultLimit {
		t.Fatalf("status = %d limit = %d", rec.Code, fs.lastLimit)
	}
}
