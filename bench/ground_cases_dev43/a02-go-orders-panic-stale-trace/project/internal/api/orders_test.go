package api

import (
	"context"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"testing"
	"time"

	"github.com/ledgerly/orders-svc/internal/store"
)

type fakeStore struct {
	orders []store.Order
	last   store.ListParams
}

func (f *fakeStore) List(_ context.Context, p store.ListParams) ([]store.Order, error) {
	f.last = p
	n := p.Limit
	if n > len(f.orders) {
		n = len(f.orders)
	}
	return f.orders[:n], nil
}

func (f *fakeStore) Get(_ context.Context, _, id string) (store.Order, error) {
	for _, o := range f.orders {
		if o.ID == id {
			return o, nil
		}
	}
	return store.Order{}, store.ErrNotFound
}

func makeOrders(n int) []store.Order {
	out := make([]store.Order, n)
	for i := range out {
		out[i] = store.Order{ID: string(rune('a' + i%26)), CreatedAt: time.Unix(int64(1700000000-i), 0), Status: "paid"}
	}
	return out
}

func get(t *testing.T, h *OrdersHandler, url string) *httptest.ResponseRecorder {
	t.Helper()
	req := httptest.NewRequest(http.MethodGet, url, nil)
	req.Header.Set("X-Account-ID", "acc_1")
	rec := httptest.NewRecorder()
	WithAccount(http.HandlerFunc(h.List)).ServeHTTP(rec, req)
	return rec
}

func TestListClampsLimit(t *testing.T) {
	fs := &fakeStore{orders: makeOrders(3)}
	get(t, NewOrdersHandler(fs), "/orders?limit=1000")
	if fs.last.Limit != maxLimit {
		t.Fatalf("store got limit %d, want %d", fs.last.Limit, maxLimit)
	}
}

func TestListUnknownStatusIs400(t *testing.T) {
	h := NewOrdersHandler(&fakeStore{orders: makeOrders(3)})
	if rec := get(t, h, "/orders?status=shipped"); rec.Code != http.StatusBadRequest {
		t.Fatalf("status %d, want 400", rec.Code)
	}
}

func TestListPassesStatusToStore(t *testing.T) {
	fs := &fakeStore{orders: makeOrders(3)}
	get(t, NewOrdersHandler(fs), "/orders?status=refunded")
	if fs.last.Status != "refunded" {
		t.Fatalf("store got status %q", fs.last.Status)
	}
}

func TestListLastPageNoCursor(t *testing.T) {
	h := NewOrdersHandler(&fakeStore{orders: makeOrders(3)})
	rec := get(t, h, "/orders?limit=5")
	var body listResponse
	_ = json.Unmarshal(rec.Body.Bytes(), &body)
	if len(body.Items) != 3 || body.NextCursor != "" {
		t.Fatalf("got %d items, cursor %q", len(body.Items), body.NextCursor)
	}
}
