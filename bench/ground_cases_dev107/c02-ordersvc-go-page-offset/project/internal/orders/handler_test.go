package orders

import (
	"encoding/json"
	"net/http/httptest"
	"testing"
)

func seed(n int) *MemStore {
	var os []Order
	for i := 1; i <= n; i++ {
		os = append(os, Order{ID: i, Customer: "c", Status: "paid", AmountFen: int64(i * 100)})
	}
	return NewMemStore(os)
}

func list(t *testing.T, h *Handler, url string) []Order {
	t.Helper()
	rec := httptest.NewRecorder()
	h.List(rec, httptest.NewRequest("GET", url, nil))
	var got []Order
	if err := json.Unmarshal(rec.Body.Bytes(), &got); err != nil {
		t.Fatalf("decode: %v", err)
	}
	return got
}

func TestListOrders_FirstPage(t *testing.T) {
	h := &Handler{Store: seed(45)}
	got := list(t, h, "/orders?page=1&page_size=20")
	if len(got) != 20 || got[0].ID != 1 {
		t.Fatalf("first page: len=%d first=%d", len(got), got[0].ID)
	}
}

func TestListOrders_PageSizeCapped(t *testing.T) {
	h := &Handler{Store: seed(300)}
	got := list(t, h, "/orders?page_size=1000")
	if len(got) != maxPageSize {
		t.Fatalf("len=%d", len(got))
	}
}
