package orders

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"testing"
	"time"
)

type fakeStore struct {
	orders []Order
}

func (f *fakeStore) ListByCustomer(_ context.Context, customerID string) ([]Order, error) {
	var out []Order
	for _, o := range f.orders {
		if o.CustomerID == customerID {
			out = append(out, o)
		}
	}
	return out, nil
}

func (f *fakeStore) Get(_ context.Context, id string) (Order, error) {
	for _, o := range f.orders {
		if o.ID == id {
			return o, nil
		}
	}
	return Order{}, ErrNotFound
}

func (f *fakeStore) Cancel(_ context.Context, id string) error {
	for i, o := range f.orders {
		if o.ID == id {
			if o.Status == "shipped" {
				return ErrNotCancellable
			}
			f.orders[i].Status = "cancelled"
			return nil
		}
	}
	return ErrNotFound
}

func newTestServer(store Store) *httptest.Server {
	mux := http.NewServeMux()
	NewHandler(store, slog.New(slog.NewTextHandler(io.Discard, nil))).Routes(mux)
	return httptest.NewServer(mux)
}

func TestListOrdersRequiresCustomer(t *testing.T) {
	srv := newTestServer(&fakeStore{})
	defer srv.Close()
	res, err := http.Get(srv.URL + "/orders")
	if err != nil {
		t.Fatal(err)
	}
	if res.StatusCode != http.StatusBadRequest {
		t.Fatalf("status = %d, want 400", res.StatusCode)
	}
}

func TestCancelShippedOrderConflicts(t *testing.T) {
	store := &fakeStore{orders: []Order{{ID: "o1", CustomerID: "c1", Status: "shipped", CreatedAt: time.Now()}}}
	srv := newTestServer(store)
	defer srv.Close()
	res, err := http.Post(srv.URL+"/orders/o1/cancel", "application/json", nil)
	if err != nil {
		t.Fatal(err)
	}
	if res.StatusCode != http.StatusConflict {
		t.Fatalf("status = %d, want 409", res.StatusCode)
	}
}

func TestListOrdersPaginates(t *testing.T) {
	store := &fakeStore{}
	for i := 0; i < 5; i++ {
		store.orders = append(store.orders, Order{ID: fmt.Sprintf("o%d", i), CustomerID: "c1", Status: "paid"})
	}
	srv := newTestServer(store)
	defer srv.Close()
	res, err := http.Get(srv.URL + "/orders?customer_id=c1&page=1&size=2")
	if err != nil {
		t.Fatal(err)
	}
	if got := res.Header.Get("X-Total-Count"); got != "5" {
		t.Fatalf("X-Total-Count = %q, want 5", got)
	}
	if got := decode[[]Order](t, res); len(got) != 2 {
		t.Fatalf("len = %d, want 2", len(got))
	}
}

func TestListOrdersRejectsBadSize(t *testing.T) {
	srv := newTestServer(&fakeStore{})
	defer srv.Close()
	res, err := http.Get(srv.URL + "/orders?customer_id=c1&size=500")
	if err != nil {
		t.Fatal(err)
	}
	if res.StatusCode != http.StatusBadRequest {
		t.Fatalf("status = %d, want 400", res.StatusCode)
	}
}

func decode[T any](t *testing.T, res *http.Response) T {
	t.Helper()
	defer res.Body.Close()
	var v T
	if err := json.NewDecoder(res.Body).Decode(&v); err != nil {
		t.Fatal(err)
	}
	return v
}
