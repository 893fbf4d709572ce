package httpapi

import (
	"encoding/json"
	"net/http"
	"strconv"
)

const maxResults = 50

type hit struct {
	ID    string  `json:"id"`
	Title string  `json:"title"`
	Score float64 `json:"score"`
}

func searchHandler(indexURL string) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		q := r.URL.Query().Get("q")
		if q == "" {
			writeError(w, http.StatusBadRequest, "missing_query", "q is required")
			return
		}
		limit := 20
		if v := r.URL.Query().Get("limit"); v != "" {
			n, err := strconv.Atoi(v)
			if err != nil || n < 1 || n > maxResults {
				writeError(w, http.StatusBadRequest, "invalid_limit", "limit must be between 1 and 50")
				return
			}
			limit = n
		}
		hits, err := queryIndex(r.Context(), indexURL, q, limit)
		if err != nil {
			writeError(w, http.StatusBadGateway, "index_unavailable", "search index did not answer")
			return
		}
		w.Header().Set("Content-Type", "application/json")
		_ = json.NewEncoder(w).Encode(map[string]any{"data": hits, "query": q})
	}
}

func suggestHandler(indexURL string) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		prefix := r.URL.Query().Get("prefix")
		if len(prefix) < 2 {
			writeError(w, http.StatusBadRequest, "prefix_too_short", "prefix needs at least 2 characters")
			return
		}
		hits, err := queryIndex(r.Context(), indexURL, prefix+"*", 8)
		if err != nil {
			writeError(w, http.StatusBadGateway, "index_unavailable", "search index did not answer")
			return
		}
		titles := make([]string, 0, len(hits))
		for _, h := range hits {
			titles = append(titles, h.Title)
		}
		w.Header().Set("Content-Type", "application/json")
		_ = json.NewEncoder(w).Encode(map[string]any{"data": titles})
	}
}
