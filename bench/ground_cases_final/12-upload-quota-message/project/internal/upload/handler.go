package upload

import (
	"errors"
	"io"
	"net/http"

	"example.com/filebox/internal/quota"
	"example.com/filebox/internal/tenant"
)

type Reserver interface {
	Reserve(tenantID string, incoming int64) error
	Release(tenantID string, n int64)
}

type Saver interface {
	Save(tenantID, name string, r io.Reader) (int64, error)
}

type Handler struct {
	quota   Reserver
	store   Saver
	tenants *tenant.Registry
}

func NewHandler(q Reserver, s Saver, t *tenant.Registry) *Handler {
	return &Handler{quota: q, store: s, tenants: t}
}

const maxUpload = 2 << 30 // 2 GiB per file

func (h *Handler) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if r.Method != http.MethodPut {
		http.Error(w, "method not allowed", http.StatusMethodNotAllowed)
		return
	}
	t, ok := h.tenants.ByAPIKey(r.Header.Get("X-Api-Key"))
	if !ok {
		http.Error(w, "unknown api key", http.StatusUnauthorized)
		return
	}
	size := r.ContentLength
	if size < 0 {
		http.Error(w, "Content-Length required", http.StatusLengthRequired)
		return
	}
	if size > maxUpload {
		http.Error(w, "file too large", http.StatusRequestEntityTooLarge)
		return
	}
	if err := h.quota.Reserve(t.ID, size); err != nil {
		status := http.StatusInternalServerError
		if errors.Is(err, quota.ErrQuota) {
			status = http.StatusInsufficientStorage
		}
		http.Error(w, err.Error(), status)
		return
	}
	name := fileName(r.URL.Path)
	written, err := h.store.Save(t.ID, name, io.LimitReader(r.Body, size))
	if err != nil {
		h.quota.Release(t.ID, size)
		http.Error(w, "save failed", http.StatusInternalServerError)
		return
	}
	if written < size {
		h.quota.Release(t.ID, size-written)
	}
	w.WriteHeader(http.StatusCreated)
}
