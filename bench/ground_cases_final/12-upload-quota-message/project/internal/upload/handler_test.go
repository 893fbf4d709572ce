package upload

import (
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"example.com/filebox/internal/quota"
	"example.com/filebox/internal/tenant"
)

type denyAll struct{}

func (denyAll) Reserve(string, int64) error {
	return fmt.Errorf("%w: storage quota exceeded: used 5.0 GiB of 5.0 GiB", quota.ErrQuota)
}
func (denyAll) Release(string, int64) {}

type nopSaver struct{}

func (nopSaver) Save(string, string, io.Reader) (int64, error) { return 0, nil }

func TestFileName(t *testing.T) {
	for in, want := range map[string]string{"/upload/a.pdf": "a.pdf", "/upload/../x": "x", "/upload/": "unnamed"} {
		if got := fileName(in); got != want {
			t.Errorf("fileName(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestQuotaErrorIs507(t *testing.T) {
	reg := tenant.NewRegistry([]tenant.Tenant{{ID: "t1", APIKey: "k1", QuotaMiB: 5120}})
	h := NewHandler(denyAll{}, nopSaver{}, reg)
	req := httptest.NewRequest(http.MethodPut, "/upload/a.pdf", strings.NewReader("x"))
	req.Header.Set("X-Api-Key", "k1")
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	if rec.Code != http.StatusInsufficientStorage {
		t.Fatalf("status = %d, want 507", rec.Code)
	}
	if !strings.Contains(rec.Body.String(), "storage quota exceeded") {
		t.Fatalf("body = %q", rec.Body.String())
	}
}
