package server

import (
	"net/http"

	"github.com/ferry-dev/ferry/pkg/units"
)

func maxUpload(limit string) func(http.Handler) http.Handler {
	max, err := units.ParseSize(limit)
	if err != nil {
		panic(err)
	}
	return func(next http.Handler) http.Handler {
		return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			if r.ContentLength > max {
				http.Error(w, "upload too large", http.StatusRequestEntityTooLarge)
				return
			}
			next.ServeHTTP(w, r)
		})
	}
}
