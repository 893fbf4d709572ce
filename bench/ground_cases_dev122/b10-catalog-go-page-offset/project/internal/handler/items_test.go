package handler

import (
	"encoding/json"
	"net/http/httptest"
	"testing"

	"github.com/tsubame/catalog/internal/store"
)

func get(t *testing.T, url string) map[string]any {
	t.Helper()
	h := Items(store.NewMemory(store.Seed()))
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, httptest.NewRequest("GET", url, nil))
	if rec.Code != 200 {
		t.Fatalf("status %d", rec.Code)
	}
	var body map[string]any
	if err := json.Unmarshal(rec.Body.Bytes(), &body); err != nil {
		t.Fatal(err)
	}
	return body
}

func TestItemsReturnsJSON(t *testing.T) {
	body := get(t, "/items")
	if _, ok := body["items"]; !ok {
		t.Fatalf("no items key: %v", body)
	}
}
