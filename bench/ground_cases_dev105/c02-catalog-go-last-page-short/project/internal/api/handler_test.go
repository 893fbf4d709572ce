package api

import (
	"encoding/json"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"testing"
)

type fakeStore struct{ n int }

func (f fakeStore) Products(*http.Request) ([]Product, error) {
	out := make([]Product, f.n)
	for i := range out {
		out[i] = Product{SKU: fmt.Sprintf("SKU-%03d", i), Name: "p", Price: 100}
	}
	return out, nil
}

func TestListProductsFirstPage(t *testing.T) {
	h := &Handler{Store: fakeStore{n: 45}, Log: slog.New(slog.NewTextHandler(io.Discard, nil))}
	rec := httptest.NewRecorder()
	h.ListProducts(rec, httptest.NewRequest(http.MethodGet, "/products?page=1", nil))
	var body struct {
		Items   []Product `json:"items"`
		Total   int       `json:"total"`
		HasMore bool      `json:"has_more"`
	}
	if err := json.Unmarshal(rec.Body.Bytes(), &body); err != nil {
		t.Fatal(err)
	}
	if len(body.Items) != 20 || body.Total != 45 || !body.HasMore {
		t.Fatalf("got %d items, total %d, has_more %v", len(body.Items), body.Total, body.HasMore)
	}
}
