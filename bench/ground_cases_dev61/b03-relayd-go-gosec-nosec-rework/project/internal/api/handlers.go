package api

import (
	"io"
	"log"
	"net/http"
	"os"
	"path/filepath"
	"time"

	"github.com/kumo-works/relayd/internal/config"
	"github.com/kumo-works/relayd/internal/sign"
	"github.com/kumo-works/relayd/internal/upstream"
)

type handlers struct {
	cfg    config.Config
	client *upstream.Client
}

func (h *handlers) partnerHook(w http.ResponseWriter, r *http.Request) {
	body, err := io.ReadAll(io.LimitReader(r.Body, 1<<20))
	if err != nil {
		http.Error(w, "read error", http.StatusBadRequest)
		return
	}
	if !sign.Valid(h.cfg.PartnerSecret, body, r.Header.Get(sign.Header())) {
		http.Error(w, "bad signature", http.StatusUnauthorized)
		return
	}
	name := time.Now().UTC().Format("20060102T150405.000000000") + ".json"
	if err := os.WriteFile(filepath.Join(h.cfg.ArchiveDir, name), body, 0o600); err != nil {
		log.Printf("archive: %v", err)
	}
	code, err := h.client.Forward(r.Context(), "/hooks/partner", body, r.Header)
	if err != nil {
		log.Printf("forward: %v", err)
		http.Error(w, "upstream unavailable", http.StatusBadGateway)
		return
	}
	w.WriteHeader(code)
}

func (h *handlers) health(w http.ResponseWriter, _ *http.Request) {
	w.Header().Set("Content-Type", "text/plain")
	if _, err := w.Write([]byte("ok\n")); err != nil {
		log.Printf("health: %v", err)
	}
}
