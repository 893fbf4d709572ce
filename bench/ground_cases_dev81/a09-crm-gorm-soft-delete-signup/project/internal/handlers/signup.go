package handlers

import (
	"encoding/json"
	"errors"
	"net/http"
	"strings"

	"gorm.io/gorm"

	"github.com/tallyworks/crm/internal/models"
)

type signupRequest struct {
	Email string `json:"email"`
	Name  string `json:"name"`
}

func (h *Handler) Signup(w http.ResponseWriter, r *http.Request) {
	var req signupRequest
	if err := json.NewDecoder(r.Body).Decode(&req); err != nil {
		writeError(w, http.StatusBadRequest, "invalid json")
		return
	}
	email := strings.ToLower(strings.TrimSpace(req.Email))
	if email == "" || req.Name == "" {
		writeError(w, http.StatusBadRequest, "email and name are required")
		return
	}

	var existing models.Customer
	err := h.db.Unscoped().Where("email = ?", email).First(&existing).Error
	if err == nil {
		writeError(w, http.StatusConflict, "email already registered")
		return
	}
	if !errors.Is(err, gorm.ErrRecordNotFound) {
		writeError(w, http.StatusInternalServerError, "lookup failed")
		return
	}

	c := models.Customer{Email: email, Name: req.Name}
	if err := h.db.Create(&c).Error; err != nil {
		writeError(w, http.StatusInternalServerError, "could not create customer")
		return
	}
	writeJSON(w, http.StatusCreated, c)
}

func (h *Handler) DeleteCustomer(w http.ResponseWriter, r *http.Request) {
	id := r.PathValue("id")
	res := h.db.Delete(&models.Customer{}, id)
	if res.Error != nil {
		writeError(w, http.StatusInternalServerError, "delete failed")
		return
	}
	if res.RowsAffected == 0 {
		writeError(w, http.StatusNotFound, "no such customer")
		return
	}
	w.WriteHeader(http.StatusNoContent)
}
