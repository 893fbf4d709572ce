package catalog

import (
	"encoding/json"
	"net/http/httptest"
	"testing"
	"time"

	"github.com/hokuto/catalog-api/internal/cache"
)

type fakeStore struct{ items []Product }

func (f fakeStore) ListActive() ([]Product, error) {
	out := make([]Product, len(f.items))
	copy(out, f.items)
	return out, nil
}

func sample(n int) []Product {
	ps := make([]Product, n)
	for i := range ps {
		ps[i] = Product{ID: int64(i + 1), NameJa: "りんご", NameEn: "Apple", Price: 100}
	}
	return ps
}

func TestListFirstPage(t *testing.T) {
	h := NewHandler(fakeStore{sample(40)}, cache.New(time.Minute))
	rec := httptest.NewRecorder()
	h.List(rec, httptest.NewRequest("GET", "/products?page=2&per_page=20", nil))
	var got struct{ Items []Product }
	json.Unmarshal(rec.Body.Bytes(), &got)
	if len(got.Items) != 20 {
		t.Fatalf("want 20 items, got %d", len(got.Items))
	}
}

func TestListCacheIsPerLanguage(t *testing.T) {
	h := NewHandler(fakeStore{sample(3)}, cache.New(time.Minute))
	get := func(lang string) string {
		rec := httptest.NewRecorder()
		req := httptest.NewRequest("GET", "/products", nil)
		req.Header.Set("Accept-Language", lang)
		h.List(rec, req)
		var got struct{ Items []Product }
		json.Unmarshal(rec.Body.Bytes(), &got)
		return got.Items[0].Name
	}
	if got := get("ja-JP,ja;q=0.9"); got != "りんご" {
		t.Fatalf("ja: got %q", got)
	}
	if got := get("en-US,en;q=0.9"); got != "Apple" {
		t.Fatalf("en after ja: got %q (served from the ja cache?)", got)
	}
}
