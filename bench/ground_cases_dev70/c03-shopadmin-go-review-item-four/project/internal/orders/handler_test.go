package orders

import (
	"bytes"
	"context"
	"net/http"
	"net/http/httptest"
	"testing"

	"github.com/go-chi/chi/v5"

	"github.com/lanmei/shopadmin/internal/audit"
	"github.com/lanmei/shopadmin/internal/auth"
)

func newTestRouter(store *MemoryStore, sess *auth.Session) http.Handler {
	h := NewHandler(store, audit.Discard{})
	r := chi.NewRouter()
	r.Use(func(next http.Handler) http.Handler {
		return http.HandlerFunc(func(w http.ResponseWriter, req *http.Request) {
			next.ServeHTTP(w, req.WithContext(auth.WithSession(req.Context(), sess)))
		})
	})
	r.Get("/orders", h.List)
	r.Get("/orders/{id}", h.Get)
	r.Post("/orders/{id}/refund", h.Refund)
	return r
}

func TestListOnlyOwnShop(t *testing.T) {
	store := NewMemoryStore()
	store.Put(Order{ID: "o1", ShopID: "shop-xuhui", PaidFen: 1000})
	store.Put(Order{ID: "o2", ShopID: "shop-jingan", PaidFen: 2000})
	rec := httptest.NewRecorder()
	newTestRouter(store, &auth.Session{UserID: "u1", ShopID: "shop-xuhui", Role: auth.RoleOwner}).
		ServeHTTP(rec, httptest.NewRequest("GET", "/orders", nil))
	if rec.Code != 200 || bytes.Contains(rec.Body.Bytes(), []byte("o2")) {
		t.Fatalf("got %d %s", rec.Code, rec.Body.String())
	}
}

func TestOtherShopOrderIsNotFound(t *testing.T) {
	store := NewMemoryStore()
	store.Put(Order{ID: "o9", ShopID: "shop-xuhui", PaidFen: 1000})
	jingan := &auth.Session{UserID: "u3", ShopID: "shop-jingan", Role: auth.RoleManager}
	for _, tc := range []struct{ method, path, body string }{
		{"GET", "/orders/o9", ""},
		{"POST", "/orders/o9/refund", `{"amount_fen": 100}`},
	} {
		rec := httptest.NewRecorder()
		newTestRouter(store, jingan).ServeHTTP(rec, httptest.NewRequest(tc.method, tc.path, bytes.NewBufferString(tc.body)))
		if rec.Code != http.StatusNotFound {
			t.Fatalf("%s %s: want 404, got %d", tc.method, tc.path, rec.Code)
		}
	}
	o, _ := store.Get(context.Background(), "o9")
	if o.RefundedFen != 0 {
		t.Fatalf("cross-shop refund went through: %d", o.RefundedFen)
	}
}

func TestRefundOverPaid(t *testing.T) {
	store := NewMemoryStore()
	store.Put(Order{ID: "o1", ShopID: "shop-xuhui", PaidFen: 1000})
	rec := httptest.NewRecorder()
	body := bytes.NewBufferString(`{"amount_fen": 1500, "reason": "test"}`)
	newTestRouter(store, &auth.Session{UserID: "u1", ShopID: "shop-xuhui", Role: auth.RoleOwner}).
		ServeHTTP(rec, httptest.NewRequest("POST", "/orders/o1/refund", body))
	if rec.Code != http.StatusUnprocessableEntity {
		t.Fatalf("want 422, got %d", rec.Code)
	}
	o, _ := store.Get(context.Background(), "o1")
	if o.RefundedFen != 0 {
		t.Fatalf("refunded %d", o.RefundedFen)
	}
}
