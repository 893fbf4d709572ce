// Package ingest accepts job reports from the workers.
package ingest

import (
	"encoding/json"
	"log/slog"
	"net/http"
	"time"

	"github.com/northwind/pulse/internal/metrics"
)

// Report is what a worker POSTs when a job ends.
type Report struct {
	Job      string  `json:"job"`
	Status   string  `json:"status"`
	Duration float64 `json:"duration_seconds"`
}

type Handler struct {
	Metrics *metrics.Registry
	Log     *slog.Logger
}

const maxBody = 64 << 10

func (h *Handler) ServeHTTP(w http.ResponseWriter, req *http.Request) {
	if req.Method != http.MethodPost {
		http.Error(w, "POST only", http.StatusMethodNotAllowed)
		return
	}
	start := time.Now()
	var rep Report
	dec := json.NewDecoder(http.MaxBytesReader(w, req.Body, maxBody))
	if err := dec.Decode(&rep); err != nil {
		http.Error(w, "bad report: "+err.Error(), http.StatusBadRequest)
		return
	}
	if rep.Job == "" {
		http.Error(w, "job is required", http.StatusBadRequest)
		return
	}
	h.Metrics.Inc("pulse_reports_total", 1)
	if rep.Status != "ok" {
		h.Metrics.Inc("pulse_job_failures_total", 1)
	}
	if rep.Duration > 0 {
		h.Metrics.Observe("pulse_job_duration_seconds", rep.Duration)
	}
	h.Log.Debug("report", "job", rep.Job, "status", rep.Status, "took", time.Since(start))
	w.WriteHeader(http.StatusAccepted)
}
