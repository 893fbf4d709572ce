package upload

import (
	"encoding/json"
	"io"
	"log/slog"
	"net/http"

	"github.com/google/uuid"

	"github.com/pinecrest/mediad/internal/store"
	"github.com/pinecrest/mediad/internal/thumb"
)

const maxUpload = 25 << 20 // 25 MiB

type Handler struct {
	store store.Store
	log   *slog.Logger
}

func NewHandler(st store.Store, log *slog.Logger) *Handler {
	return &Handler{store: st, log: log}
}

type response struct {
	Key   string `json:"key"`
	Thumb string `json:"thumb,omitempty"`
}

func (h *Handler) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	h.Upload(w, r)
}

func (h *Handler) Upload(w http.ResponseWriter, r *http.Request) {
	r.Body = http.MaxBytesReader(w, r.Body, maxUpload)
	if err := r.ParseMultipartForm(maxUpload); err != nil {
		http.Error(w, "file too large", http.StatusRequestEntityTooLarge)
		return
	}
	file, header, err := r.FormFile("photo")
	if err != nil {
		http.Error(w, "missing photo field", http.StatusBadRequest)
		return
	}
	defer file.Close()
	data, err := io.ReadAll(file)
	if err != nil {
		http.Error(w, "read failed", http.StatusBadRequest)
		return
	}

	ct := sniff(data, header.Filename)
	ext, ok := allowed[ct]
	if !ok {
		h.log.Warn("rejected upload", "type", ct, "filename", header.Filename)
		http.Error(w, "unsupported file type", http.StatusUnsupportedMediaType)
		return
	}

	id := uuid.NewString()
	key := "photos/" + id + ext
	if err := h.store.Put(r.Context(), key, data); err != nil {
		h.log.Error("store failed", "err", err, "filename", header.Filename)
		http.Error(w, "storage error", http.StatusInternalServerError)
		return
	}

	small, err := thumb.Make(data)
	if err != nil {
		h.log.Error("thumbnail failed", "err", err, "filename", header.Filename)
		http.Error(w, "could not process image", http.StatusInternalServerError)
		return
	}
	thumbKey := "thumbs/" + id + ".jpg"
	if err := h.store.Put(r.Context(), thumbKey, small); err != nil {
		h.log.Error("store thumb failed", "err", err, "filename", header.Filename)
		http.Error(w, "storage error", http.StatusInternalServerError)
		return
	}

	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(http.StatusCreated)
	_ = json.NewEncoder(w).Encode(response{Key: key, Thumb: thumbKey})
}
