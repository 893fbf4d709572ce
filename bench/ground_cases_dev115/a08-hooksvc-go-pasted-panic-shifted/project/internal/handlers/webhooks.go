package handlers

import (
	"encoding/json"
	"errors"
	"io"
	"net/http"

	"github.com/jackc/pgx/v5/pgxpool"
)

const maxBody = 1 << 20 // 1 MiB

type Webhooks struct {
	DB *pgxpool.Pool
}

func (h *Webhooks) Receive(w http.ResponseWriter, r *http.Request) {
	source := r.PathValue("source")
	r.Body = http.MaxBytesReader(w, r.Body, maxBody)
	body, err := io.ReadAll(r.Body)
	if err != nil {
		var tooBig *http.MaxBytesError
		if errors.As(err, &tooBig) {
			http.Error(w, "payload too large", http.StatusRequestEntityTooLarge)
			return
		}
		http.Error(w, "cannot read body", http.StatusBadRequest)
		return
	}
	if !json.Valid(body) {
		http.Error(w, "body is not JSON", http.StatusBadRequest)
		return
	}
	_, err = h.DB.Exec(r.Context(),
		`INSERT INTO webhook_events (source, payload, received_at) VALUES ($1, $2, now())`,
		source, body)
	if err != nil {
		http.Error(w, "store failed", http.StatusInternalServerError)
		return
	}
	w.WriteHeader(http.StatusAccepted)
}
