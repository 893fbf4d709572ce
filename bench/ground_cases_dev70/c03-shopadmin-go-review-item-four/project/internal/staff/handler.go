package staff

import (
	"crypto/rand"
	"encoding/base32"
	"encoding/json"
	"net/http"
	"sync"
	"time"

	"github.com/go-chi/chi/v5"

	"github.com/lanmei/shopadmin/internal/audit"
	"github.com/lanmei/shopadmin/internal/auth"
)

// 邀请链接有效期
const inviteTTL = 72 * time.Hour

type invite struct {
	ShopID    string
	Role      auth.Role
	Phone     string
	ExpiresAt time.Time
}

type Handler struct {
	mu       sync.Mutex
	invites  map[string]invite
	sessions auth.SessionStore
	audit    audit.Logger
}

func NewHandler(sessions auth.SessionStore, a audit.Logger) *Handler {
	return &Handler{invites: map[string]invite{}, sessions: sessions, audit: a}
}

type inviteRequest struct {
	Phone string `json:"phone"`
	Role  string `json:"role"`
}

func (h *Handler) Invite(w http.ResponseWriter, r *http.Request) {
	sess := auth.FromContext(r.Context())
	var req inviteRequest
	if err := json.NewDecoder(r.Body).Decode(&req); err != nil {
		http.Error(w, "bad request", http.StatusBadRequest)
		return
	}
	role, ok := auth.ParseRole(req.Role)
	if !ok || role == auth.RoleOwner {
		http.Error(w, "invalid role", http.StatusBadRequest)
		return
	}
	buf := make([]byte, 15)
	_, _ = rand.Read(buf)
	code := base32.StdEncoding.EncodeToString(buf)
	h.mu.Lock()
	h.invites[code] = invite{ShopID: sess.ShopID, Role: role, Phone: req.Phone, ExpiresAt: time.Now().Add(inviteTTL)}
	h.mu.Unlock()
	h.audit.Record(r.Context(), audit.Entry{Actor: sess.UserID, Shop: sess.ShopID, Action: "staff.invite", Target: req.Phone})
	w.Header().Set("Content-Type", "application/json")
	_ = json.NewEncoder(w).Encode(map[string]string{"code": code})
}

func (h *Handler) AcceptInvite(w http.ResponseWriter, r *http.Request) {
	code := chi.URLParam(r, "code")
	h.mu.Lock()
	inv, ok := h.invites[code]
	if ok {
		delete(h.invites, code)
	}
	h.mu.Unlock()
	if !ok || time.Now().After(inv.ExpiresAt) {
		http.Error(w, "invite expired", http.StatusGone)
		return
	}
	sess := h.sessions.Create("pending:"+inv.Phone, inv.ShopID, inv.Role)
	auth.SetCookie(w, sess)
	http.Redirect(w, r, "/welcome", http.StatusFound)
}
