package api

import (
	"encoding/json"
	"log/slog"
	"net/http"
	"strconv"
	"time"

	"github.com/qiaoyu/taskd/internal/store"
	"github.com/qiaoyu/taskd/internal/task"
)

type Handler struct {
	Store *store.Memory
	Now   func() time.Time
}

type taskView struct {
	task.Task
	Overdue bool `json:"overdue"`
}

func (h *Handler) ListTasks(w http.ResponseWriter, r *http.Request) {
	limit, err := strconv.Atoi(r.URL.Query().Get("limit"))
	if err != nil || limit <= 0 {
		limit = 50
	}
	if limit > 200 {
		limit = 200
	}
	status := r.URL.Query().Get("status")
	if status != "" && !task.ValidStatus(status) {
		writeError(w, http.StatusBadRequest, "invalid status: "+status)
		return
	}
	now := h.Now()
	views := []taskView{}
	for _, t := range h.Store.List() {
		if status != "" && string(t.Status) != status {
			continue
		}
		views = append(views, taskView{Task: t, Overdue: t.IsOverdue(now)})
		if len(views) == limit {
			break
		}
	}
	writeJSON(w, http.StatusOK, views)
}

func writeJSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	if err := json.NewEncoder(w).Encode(v); err != nil {
		slog.Error("encode response", "err", err)
	}
}

func writeError(w http.ResponseWriter, status int, msg string) {
	writeJSON(w, status, map[string]string{"error": msg})
}
