package httpapi

import (
	"encoding/json"
	"errors"
	"net/http"
	"strconv"
	"strings"

	"github.com/tsubame-dev/accounts/internal/model"
	"github.com/tsubame-dev/accounts/internal/store"
)

const defaultPageSize = 20

type createUserRequest struct {
	Name  string `json:"name"`
	Email string `json:"email"`
}

type listUsersResponse struct {
	Items    []model.User `json:"items"`
	Page     int          `json:"page"`
	PageSize int          `json:"pageSize"`
	Total    int          `json:"total"`
}

func (h *Handler) createUser(w http.ResponseWriter, r *http.Request) {
	var in createUserRequest
	if err := json.NewDecoder(r.Body).Decode(&in); err != nil {
		writeError(w, http.StatusBadRequest, "invalid_json", "request body is not valid JSON")
		return
	}
	if strings.TrimSpace(in.Name) == "" || !strings.Contains(in.Email, "@") {
		writeError(w, http.StatusUnprocessableEntity, "validation_failed", "name and a valid email are required")
		return
	}
	u, err := h.store.CreateUser(r.Context(), in.Name, in.Email)
	switch {
	case errors.Is(err, store.ErrDuplicateEmail):
		writeError(w, http.StatusConflict, "email_taken", "email is already registered")
		return
	case err != nil:
		writeError(w, http.StatusInternalServerError, "internal", "internal error")
		return
	}
	writeJSON(w, http.StatusCreated, u)
}

func (h *Handler) getUser(w http.ResponseWriter, r *http.Request) {
	u, err := h.store.GetUser(r.Context(), r.PathValue("id"))
	if errors.Is(err, store.ErrNotFound) {
		writeError(w, http.StatusNotFound, "user_not_found", "user not found")
		return
	} else if err != nil {
		writeError(w, http.StatusInternalServerError, "internal", "internal error")
		return
	}
	writeJSON(w, http.StatusOK, u)
}

func (h *Handler) listUsers(w http.ResponseWriter, r *http.Request) {
	q := r.URL.Query()
	pageSize, err := strconv.Atoi(q.Get("page_size"))
	if err != nil || pageSize <= 0 {
		pageSize = defaultPageSize
	}
	page, err := strconv.Atoi(q.Get("page"))
	if err != nil || page < 1 {
		page = 1
	}
	users, total, err := h.store.ListUsers(r.Context(), (page-1)*pageSize, pageSize)
	if err != nil {
		writeError(w, http.StatusInternalServerError, "internal", "internal error")
		return
	}
	writeJSON(w, http.StatusOK, listUsersResponse{Items: users, Page: page, PageSize: pageSize, Total: total})
}
