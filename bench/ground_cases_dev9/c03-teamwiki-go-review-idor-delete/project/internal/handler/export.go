package handler

import (
	"archive/zip"
	"fmt"
	"net/http"

	"github.com/chenjie/teamwiki/internal/store"
)

type ExportHandler struct {
	store *store.Store
}

func NewExportHandler(s *store.Store) *ExportHandler {
	return &ExportHandler{store: s}
}

// Export streams every page of the caller's workspace as Markdown files in a zip.
func (h *ExportHandler) Export(w http.ResponseWriter, r *http.Request) {
	ws := WorkspaceFrom(r.Context())
	pages, err := h.store.ListPages(r.Context(), ws.ID, "title")
	if err != nil {
		httpError(w, err)
		return
	}
	w.Header().Set("Content-Type", "application/zip")
	w.Header().Set("Content-Disposition", fmt.Sprintf(`attachment; filename="%s.zip"`, ws.Slug))
	zw := zip.NewWriter(w)
	defer zw.Close()
	for _, p := range pages {
		f, err := zw.Create(fmt.Sprintf("%d-%s.md", p.ID, p.Title))
		if err != nil {
			return
		}
		fmt.Fprintf(f, "# %s\n\n%s\n", p.Title, p.Body)
	}
}
