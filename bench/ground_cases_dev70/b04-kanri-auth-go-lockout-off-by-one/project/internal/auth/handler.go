package auth

import (
	"encoding/json"
	"errors"
	"log/slog"
	"net/http"
	"time"

	"github.com/hoshino-lab/kanri-auth/internal/store"
)

type Handler struct {
	users   store.Users
	limiter *RateLimiter
	locker  *Locker
}

func NewHandler(users store.Users, limiter *RateLimiter, locker *Locker) *Handler {
	return &Handler{users: users, limiter: limiter, locker: locker}
}

type loginRequest struct {
	Email    string `json:"email"`
	Password string `json:"password"`
}

func (h *Handler) Login(w http.ResponseWriter, r *http.Request) {
	if !h.limiter.Allow(r) {
		http.Error(w, "too many requests", http.StatusTooManyRequests)
		return
	}
	var req loginRequest
	if err := json.NewDecoder(r.Body).Decode(&req); err != nil {
		http.Error(w, "bad request", http.StatusBadRequest)
		return
	}
	if !h.locker.Check(req.Email) {
		http.Error(w, "account locked", http.StatusLocked)
		return
	}
	user, err := h.users.Authenticate(r.Context(), req.Email, req.Password)
	if errors.Is(err, store.ErrBadCredentials) {
		h.locker.Fail(req.Email)
		slog.Info("login failed", "email", req.Email, "remote", r.RemoteAddr)
		http.Error(w, "invalid email or password", http.StatusUnauthorized)
		return
	}
	if err != nil {
		slog.Error("authenticate", "err", err)
		http.Error(w, "internal error", http.StatusInternalServerError)
		return
	}
	h.locker.Succeed(req.Email)
	sid, err := h.users.CreateSession(r.Context(), user.ID, 12*time.Hour)
	if err != nil {
		slog.Error("create session", "err", err)
		http.Error(w, "internal error", http.StatusInternalServerError)
		return
	}
	http.SetCookie(w, &http.Cookie{Name: "sid", Value: sid, Path: "/", HttpOnly: true, Secure: true, SameSite: http.SameSiteLaxMode})
	w.WriteHeader(http.StatusNoContent)
}

func (h *Handler) Logout(w http.ResponseWriter, r *http.Request) {
	if c, err := r.Cookie("sid"); err == nil {
		_ = h.users.DeleteSession(r.Context(), c.Value)
	}
	http.SetCookie(w, &http.Cookie{Name: "sid", Value: "", Path: "/", MaxAge: -1})
	w.WriteHeader(http.StatusNoContent)
}
