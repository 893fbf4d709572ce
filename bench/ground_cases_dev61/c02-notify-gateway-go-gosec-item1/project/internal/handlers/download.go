package handlers

import (
	"io"
	"net/http"
	"os"
	"path/filepath"
	"strings"

	"github.com/go-chi/chi/v5"
)

// Download streams a stored attachment back to the caller.
func (h *Handlers) Download(w http.ResponseWriter, r *http.Request) {
	name := chi.URLParam(r, "name")
	if name == "" {
		http.Error(w, "missing name", http.StatusBadRequest)
		return
	}
	path := filepath.Join(h.dir, cleanName(name))
	if !strings.HasPrefix(path, filepath.Clean(h.dir)+string(os.PathSeparator)) {
		http.Error(w, "bad name", http.StatusBadRequest)
		return
	}
	f, err := os.Open(path) // #nosec G304 -- path is confined to h.dir above
	if err != nil {
		http.Error(w, "not found", http.StatusNotFound)
		return
	}
	defer f.Close()
	w.Header().Set("Content-Type", "application/octet-stream")
	w.Header().Set("Content-Disposition", "attachment; filename="+filepath.Base(name))
	if _, err := io.Copy(w, f); err != nil {
		return
	}
	h.audit.Record("download", name, r.RemoteAddr)
}

func cleanName(name string) string {
	return filepath.Base(filepath.Clean("/" + name))
}
