package httpapi

import (
	"encoding/json"
	"errors"
	"net/http"
	"time"

	"github.com/go-chi/chi/v5"

	"github.com/hollis-co/roomie/internal/booking"
	"github.com/hollis-co/roomie/internal/ical"
)

type API struct {
	store *booking.Store
	loc   *time.Location
}

func New(store *booking.Store, loc *time.Location) http.Handler {
	a := &API{store: store, loc: loc}
	r := chi.NewRouter()
	r.Get("/healthz", func(w http.ResponseWriter, _ *http.Request) { _, _ = w.Write([]byte("ok")) })
	r.Post("/rooms/{room}/bookings", a.createBooking)
	r.Post("/rooms/{room}/series", a.createSeries)
	r.Get("/rooms/{room}/calendar.ics", a.feed)
	return r
}

type bookingIn struct {
	Title     string    `json:"title"`
	Organizer string    `json:"organizer"`
	Start     time.Time `json:"start"`
	End       time.Time `json:"end"`
	Weeks     int       `json:"weeks"`
}

func (a *API) createBooking(w http.ResponseWriter, r *http.Request) {
	var in bookingIn
	if err := json.NewDecoder(r.Body).Decode(&in); err != nil {
		http.Error(w, "bad json", http.StatusBadRequest)
		return
	}
	b, err := a.store.Create(booking.Booking{Room: chi.URLParam(r, "room"), Title: in.Title,
		Organizer: in.Organizer, Start: in.Start.In(a.loc), End: in.End.In(a.loc)})
	writeResult(w, b, err)
}

func (a *API) createSeries(w http.ResponseWriter, r *http.Request) {
	var in bookingIn
	if err := json.NewDecoder(r.Body).Decode(&in); err != nil || in.Weeks < 1 || in.Weeks > 52 {
		http.Error(w, "bad series", http.StatusBadRequest)
		return
	}
	bs, err := a.store.CreateSeries(booking.Series{Room: chi.URLParam(r, "room"), Title: in.Title,
		Organizer: in.Organizer, FirstStart: in.Start.In(a.loc), Length: in.End.Sub(in.Start), Weeks: in.Weeks})
	writeResult(w, bs, err)
}

func (a *API) feed(w http.ResponseWriter, r *http.Request) {
	room := chi.URLParam(r, "room")
	now := time.Now().In(a.loc)
	bs := a.store.Between(room, now.AddDate(0, 0, -7), now.AddDate(0, 3, 0))
	w.Header().Set("Content-Type", "text/calendar; charset=utf-8")
	_ = ical.Write(w, room, bs)
}

func writeResult(w http.ResponseWriter, v any, err error) {
	var ce *booking.ConflictError
	switch {
	case errors.As(err, &ce):
		http.Error(w, err.Error(), http.StatusConflict)
	case errors.Is(err, booking.ErrUnknownRoom):
		http.Error(w, err.Error(), http.StatusNotFound)
	case err != nil:
		http.Error(w, err.Error(), http.StatusBadRequest)
	default:
		w.Header().Set("Content-Type", "application/json")
		w.WriteHeader(http.StatusCreated)
		_ = json.NewEncoder(w).Encode(v)
	}
}
