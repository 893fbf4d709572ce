package api

import (
	"net/http"

	"github.com/asahi-fc/renshu/internal/auth"
	"github.com/asahi-fc/renshu/internal/store"
)

type MemberHandler struct {
	members *store.MemberStore
}

func (h *MemberHandler) Me(w http.ResponseWriter, r *http.Request) {
	writeJSON(w, auth.UserFrom(r.Context()))
}
