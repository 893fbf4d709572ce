package tiles

import (
	"fmt"
	"net/http"
	"strconv"

	"github.com/kestrelmaps/tileserver/internal/cache"
)

type Renderer interface {
	Render(z, x, y int) ([]byte, error)
}

type Handler struct {
	Cache    *cache.LRU
	Renderer Renderer
}

func (h *Handler) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	z, err1 := strconv.Atoi(r.PathValue("z"))
	x, err2 := strconv.Atoi(r.PathValue("x"))
	y, err3 := strconv.Atoi(r.PathValue("y"))
	if err1 != nil || err2 != nil || err3 != nil {
		http.Error(w, "bad tile coordinates", http.StatusBadRequest)
		return
	}
	key := fmt.Sprintf("%d/%d/%d", z, x, y)
	if b, ok := h.Cache.Get(key); ok {
		w.Header().Set("X-Cache", "HIT")
		w.Header().Set("Content-Type", "image/png")
		w.Write(b)
		return
	}
	b, err := h.Renderer.Render(z, x, y)
	if err != nil {
		http.Error(w, err.Error(), http.StatusInternalServerError)
		return
	}
	h.Cache.Set(key, b)
	w.Header().Set("X-Cache", "MISS")
	w.Header().Set("Content-Type", "image/png")
	w.Write(b)
}
