package auth

import (
	"encoding/json"
	"errors"
	"log/slog"
	"net/http"
	"strings"
	"time"

	"github.com/tollgate-hq/tollgate/internal/store"
)

type Handler struct {
	users    *store.Users
	sessions *Sessions
	limiter  *Limiter
	lockout  *Lockout
	log      *slog.Logger
}

func NewHandler(users *store.Users, sessions *Sessions, limiter *Limiter, log *slog.Logger) *Handler {
	return &Handler{users: users, sessions: sessions, limiter: limiter, lockout: NewLockout(10, 15*time.Minute), log: log}
}

type loginRequest struct {
	Email    string `json:"email"`
	Password string `json:"password"`
}

func (h *Handler) Login(w http.ResponseWriter, r *http.Request) {
	if !h.limiter.Allow(limitKey(r), time.Now()) {
		http.Error(w, "too many attempts", http.StatusTooManyRequests)
		return
	}
	var req loginRequest
	if err := json.NewDecoder(http.MaxBytesReader(w, r.Body, 4096)).Decode(&req); err != nil {
		http.Error(w, "bad request", http.StatusBadRequest)
		return
	}
	email := strings.TrimSpace(req.Email)
	ip := clientIP(r)
	if h.lockout.Locked(ip, email, time.Now()) {
		http.Error(w, "account temporarily locked, try again later", http.StatusTooManyRequests)
		return
	}
	user, err := h.users.ByEmail(r.Context(), email)
	if errors.Is(err, store.ErrNotFound) || (err == nil && !CheckPassword(user.PasswordHash, req.Password)) {
		h.lockout.Fail(ip, email, time.Now())
		h.log.Info("login failed", "email", email, "ip", ip)
		http.Error(w, "invalid email or password", http.StatusUnauthorized)
		return
	}
	if err != nil {
		h.log.Error("login", "err", err)
		http.Error(w, "internal error", http.StatusInternalServerError)
		return
	}
	h.lockout.Reset(ip, email)
	if err := h.sessions.Start(r.Context(), w, user.ID); err != nil {
		h.log.Error("session", "err", err)
		http.Error(w, "internal error", http.StatusInternalServerError)
		return
	}
	w.WriteHeader(http.StatusNoContent)
}

func (h *Handler) Logout(w http.ResponseWriter, r *http.Request) {
	h.sessions.End(r.Context(), w, r)
	w.WriteHeader(http.StatusNoContent)
}

func (h *Handler) Me(w http.ResponseWriter, r *http.Request) {
	user, err := h.users.ByID(r.Context(), UserID(r.Context()))
	if err != nil {
		http.Error(w, "not found", http.StatusNotFound)
		return
	}
	w.Header().Set("Content-Type", "application/json")
	_ = json.NewEncoder(w).Encode(map[string]any{"id": user.ID, "email": user.Email, "name": user.Name})
}
