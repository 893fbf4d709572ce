package upload

import (
	"errors"
	"io"
	"log/slog"
	"mime/multipart"
	"net/http"

	"github.com/pixelpost/imgd/internal/storage"
	"github.com/pixelpost/imgd/internal/thumb"
)

var (
	errTooLarge = errors.New("upload rejected: file too large")
	errNoFile   = errors.New("upload rejected: no file field")
)

type Handler struct {
	MaxMB int
	Store *storage.Local
}

// checkSize rejects files above the configured limit before reading them.
func (h *Handler) checkSize(hdr *multipart.FileHeader) error {
	if hdr.Size > int64(h.MaxMB)*1024 {
		return errTooLarge
	}
	return nil
}

func (h *Handler) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	file, hdr, err := r.FormFile("file")
	if err != nil {
		http.Error(w, errNoFile.Error(), http.StatusBadRequest)
		return
	}
	defer file.Close()
	user := r.Header.Get("X-User-ID")

	if err := h.checkSize(hdr); err != nil {
		slog.Warn(err.Error(), "size", hdr.Size, "user", user)
		http.Error(w, err.Error(), http.StatusRequestEntityTooLarge)
		return
	}
	head := make([]byte, 512)
	n, _ := io.ReadFull(file, head)
	if err := checkType(head[:n]); err != nil {
		slog.Warn(err.Error(), "user", user)
		http.Error(w, err.Error(), http.StatusUnsupportedMediaType)
		return
	}
	if _, err := file.Seek(0, io.SeekStart); err != nil {
		http.Error(w, "seek failed", http.StatusInternalServerError)
		return
	}
	id, err := h.Store.Save(file, hdr.Filename)
	if err != nil {
		slog.Error("save failed", "err", err)
		http.Error(w, "save failed", http.StatusInternalServerError)
		return
	}
	go thumb.Generate(h.Store.Path(id), h.Store.ThumbPath(id))
	w.WriteHeader(http.StatusCreated)
	io.WriteString(w, id)
}
