package handler

import (
	"bytes"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"testing"

	"github.com/gin-gonic/gin"

	"github.com/chenhao/linkshort/internal/store"
)

func newRouter() *gin.Engine {
	gin.SetMode(gin.TestMode)
	h := New(store.NewMemory(), "https://s.example")
	r := gin.New()
	r.POST("/api/links", h.Create)
	r.GET("/api/links", h.List)
	r.GET("/api/links/:code", h.Stats)
	r.GET("/:code", h.Resolve)
	return r
}

func do(r *gin.Engine, method, path string, body any) *httptest.ResponseRecorder {
	var buf bytes.Buffer
	if body != nil {
		_ = json.NewEncoder(&buf).Encode(body)
	}
	req := httptest.NewRequest(method, path, &buf)
	req.Header.Set("Content-Type", "application/json")
	w := httptest.NewRecorder()
	r.ServeHTTP(w, req)
	return w
}

func TestCreateAndResolve(t *testing.T) {
	r := newRouter()
	w := do(r, http.MethodPost, "/api/links", map[string]string{"url": "https://go.dev/doc", "code": "godoc"})
	if w.Code != http.StatusCreated {
		t.Fatalf("create: status %d, body %s", w.Code, w.Body)
	}
	w = do(r, http.MethodGet, "/godoc", nil)
	if w.Code != http.StatusFound || w.Header().Get("Location") != "https://go.dev/doc" {
		t.Fatalf("resolve: status %d, location %q", w.Code, w.Header().Get("Location"))
	}
}

func TestCreateRejectsRelativeURL(t *testing.T) {
	w := do(newRouter(), http.MethodPost, "/api/links", map[string]string{"url": "/just/a/path"})
	if w.Code != http.StatusBadRequest {
		t.Fatalf("status %d, want 400", w.Code)
	}
}

func TestCreateDuplicateCode(t *testing.T) {
	r := newRouter()
	do(r, http.MethodPost, "/api/links", map[string]string{"url": "https://a.example", "code": "dup"})
	w := do(r, http.MethodPost, "/api/links", map[string]string{"url": "https://b.example", "code": "dup"})
	if w.Code != http.StatusConflict {
		t.Fatalf("status %d, want 409", w.Code)
	}
}

func TestListNewestFirst(t *testing.T) {
	r := newRouter()
	for _, code := range []string{"one", "two", "three"} {
		do(r, http.MethodPost, "/api/links", map[string]string{"url": "https://x.example/" + code, "code": code})
	}
	w := do(r, http.MethodGet, "/api/links?page=1&size=2", nil)
	var got struct {
		Items []struct{ Code string } `json:"items"`
		Total int                     `json:"total"`
	}
	if err := json.Unmarshal(w.Body.Bytes(), &got); err != nil {
		t.Fatal(err)
	}
	if got.Total != 3 || len(got.Items) != 2 || got.Items[0].Code != "three" || got.Items[1].Code != "two" {
		t.Fatalf("got %+v", got)
	}
}
