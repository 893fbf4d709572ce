package contract

import (
	"bytes"
	"context"
	"net/http"
	"net/http/httptest"
	"testing"

	"github.com/getkin/kin-openapi/openapi3"
	"github.com/getkin/kin-openapi/openapi3filter"
	"github.com/getkin/kin-openapi/routers/gorillamux"

	"github.com/tsubame-dev/accounts/internal/httpapi"
	"github.com/tsubame-dev/accounts/internal/store"
)

// do sends a request to the real handler and validates request and response against api/openapi.yaml.
func do(t *testing.T, srv http.Handler, method, path, body string) *httptest.ResponseRecorder {
	t.Helper()
	doc, err := openapi3.NewLoader().LoadFromFile("../api/openapi.yaml")
	if err != nil {
		t.Fatal(err)
	}
	router, _ := gorillamux.NewRouter(doc)
	req := httptest.NewRequest(method, path, bytes.NewBufferString(body))
	req.Header.Set("Content-Type", "application/json")
	rec := httptest.NewRecorder()
	srv.ServeHTTP(rec, req)
	route, params, err := router.FindRoute(req)
	if err != nil {
		t.Fatal(err)
	}
	in := &openapi3filter.RequestValidationInput{Request: req, PathParams: params, Route: route}
	out := &openapi3filter.ResponseValidationInput{RequestValidationInput: in, Status: rec.Code, Header: rec.Header()}
	out.SetBodyBytes(rec.Body.Bytes())
	if err := openapi3filter.ValidateResponse(context.Background(), out); err != nil {
		t.Errorf("%s %s -> %d does not match the spec: %v", method, path, rec.Code, err)
	}
	return rec
}

func TestCreateUser(t *testing.T) {
	srv := httpapi.NewHandler(store.NewMemory()).Routes()
	if rec := do(t, srv, "POST", "/users", `{"name":"Aya","email":"aya@example.jp"}`); rec.Code != 201 {
		t.Fatalf("got %d", rec.Code)
	}
}

func TestCreateUserDuplicateEmailIs409(t *testing.T) {
	srv := httpapi.NewHandler(store.NewMemory()).Routes()
	do(t, srv, "POST", "/users", `{"name":"Aya","email":"aya@example.jp"}`)
	if rec := do(t, srv, "POST", "/users", `{"name":"Aya2","email":"AYA@example.jp"}`); rec.Code != 409 {
		t.Fatalf("got %d, want 409", rec.Code)
	}
}

func TestListUsers(t *testing.T) {
	srv := httpapi.NewHandler(store.NewMemory()).Routes()
	do(t, srv, "POST", "/users", `{"name":"Aya","email":"aya@example.jp"}`)
	if rec := do(t, srv, "GET", "/users?page_size=10", ""); rec.Code != 200 {
		t.Fatalf("got %d", rec.Code)
	}
}
