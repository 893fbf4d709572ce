package handlers

import (
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
)

func TestSignupRejectsMissingFields(t *testing.T) {
	h := &Handler{}
	req := httptest.NewRequest(http.MethodPost, "/signup", strings.NewReader(`{"email":""}`))
	rec := httptest.NewRecorder()
	h.Signup(rec, req)
	if rec.Code != http.StatusBadRequest {
		t.Fatalf("want 400, got %d", rec.Code)
	}
}

func TestSignupRejectsBadJSON(t *testing.T) {
	h := &Handler{}
	req := httptest.NewRequest(http.MethodPost, "/signup", strings.NewReader(`{`))
	rec := httptest.NewRecorder()
	h.Signup(rec, req)
	if rec.Code != http.StatusBadRequest {
		t.Fatalf("want 400, got %d", rec.Code)
	}
}
