package carrier

import (
	"context"
	"crypto/hmac"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"io"
	"log"
	"net/http"
	"time"

	"github.com/loopfreight/trackhooks/internal/store"
)

type event struct {
	TrackingNumber string    `json:"tracking_number"`
	Code           string    `json:"event_code"`
	OccurredAt     time.Time `json:"occurred_at"`
	Location       string    `json:"location"`
}

type ShipmentStore interface {
	Current(ctx context.Context, tracking string) (string, error)
	SetStatus(ctx context.Context, tracking, status string, at time.Time) error
}

type WebhookHandler struct {
	Secret    []byte
	Shipments ShipmentStore
}

func (h *WebhookHandler) verify(body []byte, sig string) bool {
	mac := hmac.New(sha256.New, h.Secret)
	mac.Write(body)
	want, err := hex.DecodeString(sig)
	if err != nil {
		return false
	}
	return hmac.Equal(mac.Sum(nil), want)
}

func (h *WebhookHandler) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	body, err := io.ReadAll(io.LimitReader(r.Body, 1<<20))
	if err != nil {
		http.Error(w, "read body", http.StatusBadRequest)
		return
	}
	if !h.verify(body, r.Header.Get("X-Carrier-Signature")) {
		http.Error(w, "bad signature", http.StatusUnauthorized)
		return
	}
	var ev event
	if err := json.Unmarshal(body, &ev); err != nil {
		http.Error(w, "bad json", http.StatusBadRequest)
		return
	}
	status := mapStatus(ev.Code)
	if status == Unknown {
		log.Printf("ignoring event %q for %s", ev.Code, ev.TrackingNumber)
		w.WriteHeader(http.StatusAccepted)
		return
	}
	current, err := h.Shipments.Current(r.Context(), ev.TrackingNumber)
	if errors.Is(err, store.ErrNotFound) {
		w.WriteHeader(http.StatusAccepted)
		return
	}
	if err != nil {
		http.Error(w, "lookup failed", http.StatusInternalServerError)
		return
	}
	if terminal(Status(current)) {
		w.WriteHeader(http.StatusAccepted)
		return
	}
	if err := h.Shipments.SetStatus(r.Context(), ev.TrackingNumber, string(status), ev.OccurredAt); err != nil {
		http.Error(w, "update failed", http.StatusInternalServerError)
		return
	}
	w.WriteHeader(http.StatusNoContent)
}
