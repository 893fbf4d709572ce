package api

import (
	"encoding/json"
	"net/http"
	"time"

	"github.com/lanfeng/shiftlog/internal/attendance"
	"github.com/lanfeng/shiftlog/internal/export"
)

type Handler struct {
	store    *attendance.Store
	exporter *export.Exporter
	loc      *time.Location
}

func NewHandler(store *attendance.Store, exporter *export.Exporter, loc *time.Location) *Handler {
	return &Handler{store: store, exporter: exporter, loc: loc}
}

type punchJSON struct {
	EmployeeID int    `json:"employee_id"`
	Name       string `json:"name"`
	Kind       string `json:"kind"`
	At         string `json:"at"`
	Device     string `json:"device"`
}

func (h *Handler) ListPunches(w http.ResponseWriter, r *http.Request) {
	from, to, err := h.dayRange(r)
	if err != nil {
		http.Error(w, err.Error(), http.StatusBadRequest)
		return
	}
	punches, err := h.store.Between(r.Context(), from, to)
	if err != nil {
		http.Error(w, "query failed", http.StatusInternalServerError)
		return
	}
	out := make([]punchJSON, 0, len(punches))
	for _, p := range punches {
		out = append(out, punchJSON{
			EmployeeID: p.EmployeeID,
			Name:       p.EmployeeName,
			Kind:       p.Kind.Label(),
			At:         p.At.In(h.loc).Format(time.RFC3339),
			Device:     p.DeviceID,
		})
	}
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	_ = json.NewEncoder(w).Encode(out)
}

func (h *Handler) ExportPunches(w http.ResponseWriter, r *http.Request) {
	from, to, err := h.dayRange(r)
	if err != nil {
		http.Error(w, err.Error(), http.StatusBadRequest)
		return
	}
	punches, err := h.store.Between(r.Context(), from, to)
	if err != nil {
		http.Error(w, "query failed", http.StatusInternalServerError)
		return
	}
	w.Header().Set("Content-Type", "text/csv; charset=utf-8")
	w.Header().Set("Content-Disposition", `attachment; filename="`+h.exporter.FileName(time.Now())+`"`)
	if err := h.exporter.Write(w, punches); err != nil {
		http.Error(w, "export failed", http.StatusInternalServerError)
	}
}

// dayRange reads ?from=2024-06-01&to=2024-06-30 as whole local days.
func (h *Handler) dayRange(r *http.Request) (time.Time, time.Time, error) {
	from, err := time.ParseInLocation("2006-01-02", r.URL.Query().Get("from"), h.loc)
	if err != nil {
		return time.Time{}, time.Time{}, err
	}
	to, err := time.ParseInLocation("2006-01-02", r.URL.Query().Get("to"), h.loc)
	if err != nil {
		return time.Time{}, time.Time{}, err
	}
	return from, to.AddDate(0, 0, 1), nil
}
