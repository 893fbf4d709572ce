package booking

import (
	"encoding/json"
	"errors"
	"net/http"
	"strconv"
	"time"

	"github.com/google/uuid"
)

type Handler struct{ store Store }

func NewHandler(s Store) *Handler { return &Handler{store: s} }

func writeJSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	_ = json.NewEncoder(w).Encode(v)
}

func (h *Handler) ListRooms(w http.ResponseWriter, r *http.Request) {
	rooms := h.store.Rooms()
	if f := r.URL.Query().Get("floor"); f != "" {
		floor, err := strconv.Atoi(f)
		if err != nil {
			writeJSON(w, http.StatusBadRequest, map[string]string{"error": "floor must be a number"})
			return
		}
		filtered := rooms[:0]
		for _, room := range rooms {
			if room.Floor == floor {
				filtered = append(filtered, room)
			}
		}
		rooms = filtered
	}
	writeJSON(w, http.StatusOK, rooms)
}

func (h *Handler) CreateBooking(w http.ResponseWriter, r *http.Request) {
	var b Booking
	if err := json.NewDecoder(r.Body).Decode(&b); err != nil {
		writeJSON(w, http.StatusBadRequest, map[string]string{"error": err.Error()})
		return
	}
	b.ID = uuid.NewString()
	if err := h.store.Add(b); err != nil {
		writeJSON(w, http.StatusConflict, map[string]string{"error": err.Error()})
		return
	}
	writeJSON(w, http.StatusCreated, b)
}

func (h *Handler) CreateRecurring(w http.ResponseWriter, r *http.Request) {
	var req RecurringRequest
	if err := json.NewDecoder(r.Body).Decode(&req); err != nil {
		writeJSON(w, http.StatusBadRequest, map[string]string{"error": err.Error()})
		return
	}
	occurrences, err := Expand(req)
	if err != nil {
		writeJSON(w, http.StatusBadRequest, map[string]string{"error": err.Error()})
		return
	}
	var created []Booking
	for _, o := range occurrences {
		if err := h.store.Add(o); err != nil {
			if errors.Is(err, ErrConflict) {
				writeJSON(w, http.StatusConflict, map[string]any{"error": err.Error(), "at": o.Start, "created": len(created)})
				return
			}
			writeJSON(w, http.StatusInternalServerError, map[string]string{"error": err.Error()})
			return
		}
		created = append(created, o)
	}
	writeJSON(w, http.StatusCreated, created)
}

func (h *Handler) RoomCalendar(w http.ResponseWriter, r *http.Request) {
	room, ok := h.store.Room(r.PathValue("id"))
	if !ok {
		http.NotFound(w, r)
		return
	}
	w.Header().Set("Content-Type", "text/calendar; charset=utf-8")
	_, _ = w.Write([]byte(WriteICal(room, h.store.ForRoom(room.ID), time.Now())))
}
