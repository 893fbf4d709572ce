package api

import (
	"net/http"

	"github.com/go-chi/chi/v5"
	"github.com/go-chi/chi/v5/middleware"

	"github.com/asahi-fc/renshu/internal/auth"
	"github.com/asahi-fc/renshu/internal/store"
)

func NewRouter(events *store.EventStore, members *store.MemberStore) http.Handler {
	r := chi.NewRouter()
	r.Use(middleware.RequestID, middleware.Logger, middleware.Recoverer)

	eh := &EventHandler{events: events}
	mh := &MemberHandler{members: members}

	r.Group(func(r chi.Router) {
		r.Use(auth.RequireMember(members))
		r.Get("/clubs/{clubID}/events", eh.List)
		r.Get("/clubs/{clubID}/events/search", eh.Search)
		r.Get("/events/{id}", eh.Get)
		r.Put("/events/{id}", eh.Update)
		r.Delete("/events/{id}", eh.Delete)
		r.Get("/members/me", mh.Me)
	})
	return r
}
