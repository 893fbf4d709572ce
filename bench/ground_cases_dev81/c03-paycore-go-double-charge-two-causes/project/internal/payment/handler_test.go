package payment

import (
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
)

func TestCreateHandlerRequiresKey(t *testing.T) {
	h := CreateHandler(&Service{})
	req := httptest.NewRequest(http.MethodPost, "/v1/payments", strings.NewReader(`{"order_id":"o1","amount_fen":100}`))
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	if rec.Code != http.StatusBadRequest {
		t.Fatalf("code = %d, want 400", rec.Code)
	}
}

func TestCreateHandlerRejectsNonPositiveAmount(t *testing.T) {
	h := CreateHandler(&Service{})
	req := httptest.NewRequest(http.MethodPost, "/v1/payments", strings.NewReader(`{"order_id":"o1","amount_fen":0}`))
	req.Header.Set("Idempotency-Key", "k1")
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	if rec.Code != http.StatusBadRequest {
		t.Fatalf("code = %d, want 400", rec.Code)
	}
}

func TestCreateHandlerRequiresOrderID(t *testing.T) {
	h := CreateHandler(&Service{})
	req := httptest.NewRequest(http.MethodPost, "/v1/payments", strings.NewReader(`{"amount_fen":100}`))
	req.Header.Set("Idempotency-Key", "k1")
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	if rec.Code != http.StatusBadRequest {
		t.Fatalf("code = %d, want 400", rec.Code)
	}
}
