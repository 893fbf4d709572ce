package orders

import (
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"testing"
)

func newTestHandler() *Handler {
	s := NewMemStore()
	Seed(s)
	return NewHandler(s)
}

func list(t *testing.T, h *Handler, query string) listResponse {
	t.Helper()
	rec := httptest.NewRecorder()
	h.List(rec, httptest.NewRequest(http.MethodGet, "/orders"+query, nil))
	if rec.Code != http.StatusOK {
		t.Fatalf("status = %d", rec.Code)
	}
	var got listResponse
	if err := json.NewDecoder(rec.Body).Decode(&got); err != nil {
		t.Fatal(err)
	}
	return got
}

func TestListOrders_FirstPage(t *testing.T) {
	got := list(t, newTestHandler(), "?page=1&size=5")
	if len(got.Items) != 5 || got.Total != 12 {
		t.Fatalf("items=%d total=%d", len(got.Items), got.Total)
	}
	if got.Items[0].ID != "o-012" {
		t.Fatalf("first = %s, want newest o-012", got.Items[0].ID)
	}
}

func TestListOrders_LastPage(t *testing.T) {
	got := list(t, newTestHandler(), "?page=3&size=5")
	if len(got.Items) != 2 {
		t.Fatalf("last page items = %d, want 2", len(got.Items))
	}
}

func TestListOrders_StatusFilter(t *testing.T) {
	got := list(t, newTestHandler(), "?status=paid")
	if got.Total != 3 {
		t.Fatalf("paid total = %d, want 3", got.Total)
	}
}
