package notify

import (
	"encoding/json"
	"net/http"
	"strconv"
)

type Handler struct {
	store *Store
	cfg   Config
}

func NewHandler(s *Store, cfg Config) *Handler { return &Handler{store: s, cfg: cfg} }

type createReq struct {
	UserID  int64  `json:"user_id"`
	Kind    string `json:"kind"`
	Payload string `json:"payload"`
}

func (h *Handler) Create(w http.ResponseWriter, r *http.Request) {
	var req createReq
	if err := json.NewDecoder(r.Body).Decode(&req); err != nil {
		http.Error(w, "invalid JSON body", http.StatusBadRequest)
		return
	}
	if req.UserID == 0 || req.Kind == "" {
		http.Error(w, "user_id and kind are required", http.StatusBadRequest)
		return
	}
	id, err := h.store.Insert(Notification{UserID: req.UserID, Kind: req.Kind, Payload: req.Payload})
	if err != nil {
		http.Error(w, "internal error", http.StatusInternalServerError)
		return
	}
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(http.StatusCreated)
	_ = json.NewEncoder(w).Encode(map[string]int64{"id": id})
}

func (h *Handler) ListForUser(w http.ResponseWriter, r *http.Request) {
	uid, err := strconv.ParseInt(r.PathValue("id"), 10, 64)
	if err != nil {
		http.Error(w, "bad user id", http.StatusBadRequest)
		return
	}
	list, err := h.store.ListByUser(uid, 50)
	if err != nil {
		http.Error(w, "internal error", http.StatusInternalServerError)
		return
	}
	w.Header().Set("Content-Type", "application/json")
	_ = json.NewEncoder(w).Encode(list)
}
