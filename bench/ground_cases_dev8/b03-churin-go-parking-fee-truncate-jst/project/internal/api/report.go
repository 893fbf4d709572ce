package api

import (
	"net/http"

	"github.com/rinkai-kosha/churin/internal/report"
)

func (h *Handler) DailyReport(w http.ResponseWriter, r *http.Request) {
	rows, err := h.Store.ClosedSessions(r.Context(), r.URL.Query().Get("month"))
	if err != nil {
		http.Error(w, "failed to load sessions", http.StatusInternalServerError)
		return
	}
	writeJSON(w, report.Daily(rows))
}
