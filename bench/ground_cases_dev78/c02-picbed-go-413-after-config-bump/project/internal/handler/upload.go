package handler

import (
	"encoding/json"
	"errors"
	"io"
	"net/http"

	"github.com/picbed/uploader/internal/config"
	"github.com/picbed/uploader/internal/imaging"
	"github.com/picbed/uploader/internal/storage"
)

type UploadHandler struct {
	store storage.Store
	cfg   config.Config
}

func NewUploadHandler(store storage.Store, cfg config.Config) *UploadHandler {
	return &UploadHandler{store: store, cfg: cfg}
}

func (h *UploadHandler) Create(w http.ResponseWriter, r *http.Request) {
	r.Body = http.MaxBytesReader(w, r.Body, 10<<20)
	file, hdr, err := r.FormFile("file")
	if err != nil {
		var tooBig *http.MaxBytesError
		if errors.As(err, &tooBig) {
			http.Error(w, "file too large", http.StatusRequestEntityTooLarge)
			return
		}
		http.Error(w, "missing file", http.StatusBadRequest)
		return
	}
	defer file.Close()

	data, err := io.ReadAll(file)
	if err != nil {
		http.Error(w, "read failed", http.StatusBadRequest)
		return
	}
	thumb, err := imaging.Thumbnail(data, h.cfg.ThumbWidth)
	if err != nil {
		http.Error(w, "unsupported image: "+err.Error(), http.StatusUnsupportedMediaType)
		return
	}
	id, err := h.store.Save(hdr.Filename, data, thumb)
	if err != nil {
		http.Error(w, "save failed", http.StatusInternalServerError)
		return
	}
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(http.StatusCreated)
	json.NewEncoder(w).Encode(map[string]string{"id": id})
}

func (h *UploadHandler) Get(w http.ResponseWriter, r *http.Request) {
	id := r.PathValue("id")
	rc, err := h.store.Open(id, r.URL.Query().Get("size") == "thumb")
	if err != nil {
		http.NotFound(w, r)
		return
	}
	defer rc.Close()
	w.Header().Set("Cache-Control", "public, max-age=86400")
	io.Copy(w, rc)
}
