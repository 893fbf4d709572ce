package main

import (
	"log"
	"net/http"
	"os"
	"time"

	"github.com/go-chi/chi/v5"

	"github.com/lanmei/shopadmin/internal/audit"
	"github.com/lanmei/shopadmin/internal/auth"
	"github.com/lanmei/shopadmin/internal/orders"
	"github.com/lanmei/shopadmin/internal/staff"
)

func main() {
	sessions := auth.NewMemorySessions(12 * time.Hour)
	auditLog := audit.NewStdout()
	orderStore := orders.NewMemoryStore()

	oh := orders.NewHandler(orderStore, auditLog)
	sh := staff.NewHandler(sessions, auditLog)

	r := chi.NewRouter()
	r.Post("/login", auth.LoginHandler(sessions))
	r.Get("/invite/{code}", sh.AcceptInvite)

	r.Group(func(r chi.Router) {
		r.Use(auth.RequireLogin(sessions))
		r.With(auth.RequirePerm(auth.PermOrdersRead)).Get("/orders", oh.List)
		r.With(auth.RequirePerm(auth.PermOrdersRead)).Get("/orders/{id}", oh.Get)
		r.With(auth.RequirePerm(auth.PermOrdersRefund)).Post("/orders/{id}/refund", oh.Refund)
		r.With(auth.RequirePerm(auth.PermStaffInvite)).Post("/staff/invites", sh.Invite)
	})

	addr := os.Getenv("ADDR")
	if addr == "" {
		addr = ":8080"
	}
	log.Printf("shopadmin listening on %s", addr)
	log.Fatal(http.ListenAndServe(addr, r))
}
