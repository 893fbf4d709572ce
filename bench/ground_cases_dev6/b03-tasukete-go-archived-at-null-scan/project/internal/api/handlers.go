package api

import (
	"encoding/json"
	"log/slog"
	"net/http"
	"strconv"

	"github.com/go-chi/chi/v5"

	"github.com/tanaka-k/tasukete-api/internal/store"
)

type handler struct {
	db     *store.DB
	logger *slog.Logger
}

func NewRouter(db *store.DB, logger *slog.Logger) http.Handler {
	h := &handler{db: db, logger: logger}
	r := chi.NewRouter()
	r.Use(requestLogger(logger))
	r.Get("/api/projects", h.listProjects)
	r.Get("/api/projects/{id}/tasks", h.listTasks)
	r.Post("/api/projects/{id}/archive", h.archiveProject)
	return r
}

func (h *handler) listProjects(w http.ResponseWriter, r *http.Request) {
	projects, err := h.db.ListProjects(r.Context(), userID(r))
	if err != nil {
		h.logger.Error("list projects failed", "err", err, "user_id", userID(r))
		http.Error(w, "internal error", http.StatusInternalServerError)
		return
	}
	writeJSON(w, projects)
}

func (h *handler) listTasks(w http.ResponseWriter, r *http.Request) {
	id, err := strconv.ParseInt(chi.URLParam(r, "id"), 10, 64)
	if err != nil {
		http.Error(w, "bad project id", http.StatusBadRequest)
		return
	}
	tasks, err := h.db.ListTasks(r.Context(), id)
	if err != nil {
		h.logger.Error("list tasks failed", "err", err, "project_id", id)
		http.Error(w, "internal error", http.StatusInternalServerError)
		return
	}
	writeJSON(w, tasks)
}

func (h *handler) archiveProject(w http.ResponseWriter, r *http.Request) {
	id, err := strconv.ParseInt(chi.URLParam(r, "id"), 10, 64)
	if err != nil {
		http.Error(w, "bad project id", http.StatusBadRequest)
		return
	}
	if err := h.db.ArchiveProject(r.Context(), id); err != nil {
		h.logger.Error("archive project failed", "err", err, "project_id", id)
		http.Error(w, "internal error", http.StatusInternalServerError)
		return
	}
	w.WriteHeader(http.StatusNoContent)
}

func writeJSON(w http.ResponseWriter, v any) {
	w.Header().Set("Content-Type", "application/json")
	_ = json.NewEncoder(w).Encode(v)
}
