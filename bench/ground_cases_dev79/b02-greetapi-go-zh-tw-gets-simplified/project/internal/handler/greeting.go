package handler

import (
	"encoding/json"
	"net/http"

	"github.com/nagisa-labs/greetapi/internal/i18n"
)

type greetingResponse struct {
	Locale  string `json:"locale"`
	Message string `json:"message"`
	Footer  string `json:"footer"`
}

func Greeting(cat *i18n.Catalog) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		loc := i18n.Locale(r.Context())
		name := r.URL.Query().Get("name")
		if name == "" {
			name = cat.T(loc, "guest")
		}
		resp := greetingResponse{
			Locale:  loc,
			Message: cat.T(loc, "greeting", name),
			Footer:  cat.T(loc, "footer"),
		}
		w.Header().Set("Content-Type", "application/json; charset=utf-8")
		_ = json.NewEncoder(w).Encode(resp)
	}
}
