package httpapi

import (
	"encoding/json"
	"errors"
	"net/http"
	"strconv"
	"time"

	"github.com/go-chi/chi/v5"

	"github.com/lanting/roomd/internal/booking"
)

type reserveRequest struct {
	Organizer string `json:"organizer"`
	Title     string `json:"title"`
	StartsAt  string `json:"starts_at"`
	EndsAt    string `json:"ends_at"`
}

func Router(svc *booking.Service) http.Handler {
	r := chi.NewRouter()
	r.Post("/rooms/{roomID}/bookings", reserve(svc))
	r.Delete("/bookings/{id}", cancel(svc))
	return r
}

func reserve(svc *booking.Service) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		roomID, _ := strconv.ParseInt(chi.URLParam(r, "roomID"), 10, 64)
		var req reserveRequest
		if err := json.NewDecoder(r.Body).Decode(&req); err != nil {
			http.Error(w, "bad json", http.StatusBadRequest)
			return
		}
		start, err1 := time.Parse("2006-01-02T15:04", req.StartsAt)
		end, err2 := time.Parse("2006-01-02T15:04", req.EndsAt)
		if err1 != nil || err2 != nil {
			http.Error(w, "bad time", http.StatusBadRequest)
			return
		}
		b, err := svc.Reserve(r.Context(), booking.Booking{RoomID: roomID, Organizer: req.Organizer,
			Title: req.Title, StartsAt: start, EndsAt: end})
		switch {
		case errors.Is(err, booking.ErrConflict):
			http.Error(w, err.Error(), http.StatusConflict)
		case err != nil:
			http.Error(w, err.Error(), http.StatusUnprocessableEntity)
		default:
			w.Header().Set("Content-Type", "application/json")
			w.WriteHeader(http.StatusCreated)
			json.NewEncoder(w).Encode(b)
		}
	}
}

func cancel(svc *booking.Service) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		id, _ := strconv.ParseInt(chi.URLParam(r, "id"), 10, 64)
		if err := svc.Cancel(r.Context(), id); err != nil {
			http.Error(w, err.Error(), http.StatusInternalServerError)
			return
		}
		w.WriteHeader(http.StatusNoContent)
	}
}
