package api

import (
	"context"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"testing"
	"time"

	"github.com/lanhu/orderdesk/internal/order"
	"github.com/lanhu/orderdesk/internal/store"
	"github.com/lanhu/orderdesk/internal/testutil"
)

var fake = store.NewFakeStore()

func newServer(t *testing.T) *httptest.Server {
	t.Helper()
	srv := httptest.NewServer((&Handler{Store: fake}).Routes())
	t.Cleanup(srv.Close)
	return srv
}

func TestGetOrder(t *testing.T) {
	t.Parallel()
	o := testutil.NewOrder("c-get", 0)
	_ = fake.Save(context.Background(), o)
	srv := newServer(t)

	res, err := http.Get(srv.URL + "/orders/" + o.ID)
	if err != nil {
		t.Fatal(err)
	}
	if res.StatusCode != http.StatusOK {
		t.Fatalf("status = %d", res.StatusCode)
	}
}

func TestGetOrder_NotFound(t *testing.T) {
	t.Parallel()
	srv := newServer(t)
	res, err := http.Get(srv.URL + "/orders/nope")
	if err != nil {
		t.Fatal(err)
	}
	if res.StatusCode != http.StatusNotFound {
		t.Fatalf("status = %d", res.StatusCode)
	}
}

func TestListOrders_OnlyCustomer(t *testing.T) {
	t.Parallel()
	_ = fake.Save(context.Background(), testutil.NewOrder("c-list", time.Minute))
	_ = fake.Save(context.Background(), testutil.NewOrder("c-other", time.Minute))
	srv := newServer(t)

	var got []order.Order
	getJSON(t, srv.URL+"/customers/c-list/orders", &got)
	if len(got) != 1 || got[0].CustomerID != "c-list" {
		t.Fatalf("got %+v", got)
	}
}

func TestListOrders_Paginated(t *testing.T) {
	t.Parallel()
	oldest := testutil.NewOrder("c-page", 0)
	middle := testutil.NewOrder("c-page", time.Minute)
	newest := testutil.NewOrder("c-page", 2*time.Minute)
	for _, o := range []order.Order{oldest, middle, newest} {
		_ = fake.Save(context.Background(), o)
	}
	srv := newServer(t)

	var got []order.Order
	getJSON(t, srv.URL+"/customers/c-page/orders?limit=2", &got)
	want := []string{newest.ID, middle.ID}
	if ids := testutil.IDs(got); len(ids) != 2 || ids[0] != want[0] || ids[1] != want[1] {
		t.Fatalf("got %v, want %v", ids, want)
	}
}

func getJSON(t *testing.T, url string, v any) {
	t.Helper()
	res, err := http.Get(url)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	if err := json.NewDecoder(res.Body).Decode(v); err != nil {
		t.Fatal(err)
	}
}
