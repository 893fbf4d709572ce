package api

import (
	"io"
	"net/http"
	"os"
	"path/filepath"
	"strings"

	"github.com/go-chi/chi/v5"
)

// download serves an archived webhook body to the support console.
// GET /archive/{name}
func (h *handlers) download(w http.ResponseWriter, r *http.Request) {
	name := chi.URLParam(r, "name")
	// only a bare file name inside ArchiveDir: no separators, no "..", no absolute paths
	if !strings.HasSuffix(name, ".json") || name != filepath.Base(name) || strings.HasPrefix(name, ".") {
		http.Error(w, "not found", http.StatusNotFound)
		return
	}
	f, err := os.Open(filepath.Join(h.cfg.ArchiveDir, name)) // #nosec G304 -- name is checked to be a bare file name above
	if err != nil {
		http.Error(w, "not found", http.StatusNotFound)
		return
	}
	defer f.Close()
	w.Header().Set("Content-Type", "application/json")
	w.Header().Set("Cache-Control", "no-store")
	if _, err := io.Copy(w, f); err != nil {
		return
	}
}
