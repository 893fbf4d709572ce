package auth

import (
	"context"
	"net/http"
	"net/http/httptest"
	"testing"
)

func withIdentity(role string) *http.Request {
	r := httptest.NewRequest(http.MethodPost, "/deploy", nil)
	return r.WithContext(context.WithValue(r.Context(), ctxKey{}, Identity{User: "t", Role: role}))
}

func TestRequireRoleAllowsHigherRole(t *testing.T) {
	h := RequireRole("deployer", func(w http.ResponseWriter, _ *http.Request) { w.WriteHeader(http.StatusOK) })
	rec := httptest.NewRecorder()
	h(rec, withIdentity("admin"))
	if rec.Code != http.StatusOK {
		t.Fatalf("code = %d, want 200", rec.Code)
	}
}

func TestRequireRoleRejectsViewer(t *testing.T) {
	h := RequireRole("deployer", func(w http.ResponseWriter, _ *http.Request) { w.WriteHeader(http.StatusOK) })
	rec := httptest.NewRecorder()
	h(rec, withIdentity("viewer"))
	if rec.Code != http.StatusForbidden {
		t.Fatalf("code = %d, want 403", rec.Code)
	}
}
