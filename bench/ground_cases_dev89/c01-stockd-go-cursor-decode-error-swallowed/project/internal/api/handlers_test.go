package api

import (
	"encoding/json"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/acme/stockd/internal/store"
)

func newTestServer(skus ...string) *httptest.Server {
	mem := store.NewMemory()
	for _, sku := range skus {
		mem.Put(store.Product{SKU: sku, Name: "item " + sku, Stock: 5})
	}
	logger := slog.New(slog.NewTextHandler(io.Discard, nil))
	return httptest.NewServer((&Server{Store: mem, Logger: logger}).Routes())
}

func getList(t *testing.T, url string) listResponse {
	t.Helper()
	res, err := http.Get(url)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	var body listResponse
	if err := json.NewDecoder(res.Body).Decode(&body); err != nil {
		t.Fatal(err)
	}
	return body
}

func TestListPages(t *testing.T) {
	srv := newTestServer("A1", "A2", "A3")
	defer srv.Close()
	first := getList(t, srv.URL+"/products?limit=2")
	if len(first.Items) != 2 || first.NextCursor == "" {
		t.Fatalf("first page: %+v", first)
	}
	second := getList(t, srv.URL+"/products?limit=2&cursor="+first.NextCursor)
	if len(second.Items) != 1 || second.Items[0].SKU != "A3" || second.NextCursor != "" {
		t.Fatalf("second page: %+v", second)
	}
}

func TestListEmptyPage(t *testing.T) {
	srv := newTestServer("A1")
	defer srv.Close()
	past := getList(t, srv.URL+"/products?cursor="+encodeCursor("A1"))
	if len(past.Items) != 0 || past.NextCursor != "" {
		t.Fatalf("page after the last SKU: %+v", past)
	}
	empty := newTestServer()
	defer empty.Close()
	if got := getList(t, empty.URL+"/products"); len(got.Items) != 0 {
		t.Fatalf("empty store: %+v", got)
	}
}

func TestAdjustNegative(t *testing.T) {
	srv := newTestServer("B1")
	defer srv.Close()
	res, err := http.Post(srv.URL+"/products/B1/adjust", "application/json", strings.NewReader(`{"delta": -9}`))
	if err != nil {
		t.Fatal(err)
	}
	if res.StatusCode != http.StatusConflict {
		t.Fatalf("status %d", res.StatusCode)
	}
}
