package api

import (
	"encoding/json"
	"fmt"
	"net/http"
	"strings"
	"time"

	"github.com/pixelpost/mediad/internal/storage"
)

type UploadHandler struct {
	Store *storage.Store
}

type uploadReq struct {
	Filename    string `json:"filename"`
	ContentType string `json:"contentType"`
}

func (h *UploadHandler) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	var body uploadReq
	if err := json.NewDecoder(r.Body).Decode(&body); err != nil {
		http.Error(w, "bad json", http.StatusBadRequest)
		return
	}
	if !strings.HasPrefix(body.ContentType, "image/") {
		http.Error(w, "images only", http.StatusUnsupportedMediaType)
		return
	}
	key := fmt.Sprintf("uploads/%d-%s", time.Now().UnixNano(), body.Filename)
	url, err := h.Store.UploadURL(r.Context(), key, body.ContentType)
	if err != nil {
		http.Error(w, err.Error(), http.StatusBadGateway)
		return
	}
	w.Header().Set("Content-Type", "application/json")
	_ = json.NewEncoder(w).Encode(map[string]string{"url": url, "key": key})
}
