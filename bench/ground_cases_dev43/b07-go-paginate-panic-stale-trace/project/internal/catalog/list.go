package catalog

import (
	"encoding/json"
	"fmt"
	"net/http"
	"strconv"
	"strings"

	"github.com/hokuto/catalog-api/internal/cache"
)

const (
	defaultPerPage = 20
	maxPerPage     = 100
)

type Product struct {
	ID     int64  `json:"id"`
	SKU    string `json:"sku"`
	NameJa string `json:"-"`
	NameEn string `json:"-"`
	Name   string `json:"name"`
	Price  int    `json:"price"`
	Stock  int    `json:"stock"`
}

type Store interface {
	ListActive() ([]Product, error)
}

type Handler struct {
	store Store
	cache *cache.Cache
}

func NewHandler(store Store, c *cache.Cache) *Handler {
	return &Handler{store: store, cache: c}
}

// List は GET /products。page / per_page でページング、結果は cache に載せる。
func (h *Handler) List(w http.ResponseWriter, r *http.Request) {
	page := atoiDefault(r.URL.Query().Get("page"), 1)
	perPage := atoiDefault(r.URL.Query().Get("per_page"), defaultPerPage)
	if perPage > maxPerPage {
		perPage = maxPerPage
	}
	lang := pickLang(r)
	key := fmt.Sprintf("products:%s:%d:%d", lang, page, perPage)
	if body, ok := h.cache.Get(key); ok {
		writeJSON(w, body, "HIT")
		return
	}
	items, err := h.store.ListActive()
	if err != nil {
		http.Error(w, "internal error", http.StatusInternalServerError)
		return
	}
	for i := range items {
		items[i].Name = localizedName(items[i], lang)
	}
	pageItems := paginate(items, page, perPage)
	body, err := json.Marshal(map[string]any{
		"items": pageItems, "page": page, "per_page": perPage, "total": len(items),
	})
	if err != nil {
		http.Error(w, "internal error", http.StatusInternalServerError)
		return
	}
	h.cache.Set(key, body)
	writeJSON(w, body, "MISS")
}

// pickLang は ?lang= か Accept-Language から "ja" / "en" を決める（q 値は見ない簡易版）。
// キャッシュキーに入るので、返す値は必ずこの2つのどちらかにする。
func pickLang(r *http.Request) string {
	if q := r.URL.Query().Get("lang"); q == "en" || q == "ja" {
		return q
	}
	if strings.HasPrefix(strings.ToLower(r.Header.Get("Accept-Language")), "en") {
		return "en"
	}
	return "ja"
}

func localizedName(p Product, lang string) string {
	if lang == "en" && p.NameEn != "" {
		return p.NameEn
	}
	return p.NameJa
}

func paginate(items []Product, page, perPage int) []Product {
	start := (page - 1) * perPage
	if start >= len(items) {
		return []Product{}
	}
	end := start + perPage
	return items[start:end]
}

func writeJSON(w http.ResponseWriter, body []byte, cacheStatus string) {
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	w.Header().Set("X-Cache", cacheStatus)
	w.Header().Set("Vary", "Accept-Language")
	w.Write(body)
}

func atoiDefault(s string, def int) int {
	n, err := strconv.Atoi(s)
	if err != nil || n < 1 {
		return def
	}
	return n
}
