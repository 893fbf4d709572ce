package handler

import (
	"fmt"
	"io"
	"net/http"
	"strconv"
)

func (h *Handler) Avatar(w http.ResponseWriter, r *http.Request) {
	id, err := strconv.ParseInt(r.PathValue("id"), 10, 64)
	if err != nil {
		http.Error(w, "bad id", http.StatusBadRequest)
		return
	}
	u, err := h.db.UserByID(r.Context(), id)
	if err != nil {
		http.NotFound(w, r)
		return
	}
	body, ctype, err := h.fetchAvatar(r, u.AvatarKey)
	if err != nil {
		http.Error(w, "avatar unavailable", http.StatusBadGateway)
		return
	}
	w.Header().Set("Content-Type", ctype)
	w.Header().Set("Cache-Control", "public, max-age=3600")
	_, _ = w.Write(body)
}

func (h *Handler) fetchAvatar(r *http.Request, key string) ([]byte, string, error) {
	req, err := http.NewRequestWithContext(r.Context(), http.MethodGet, h.avatarBaseURL+"/"+key, nil)
	if err != nil {
		return nil, "", err
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return nil, "", err
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		return nil, "", fmt.Errorf("avatar store: %s", resp.Status)
	}
	body, err := io.ReadAll(resp.Body)
	return body, resp.Header.Get("Content-Type"), err
}
