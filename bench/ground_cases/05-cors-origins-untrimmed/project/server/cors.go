package server

import "net/http"

// withCORS answers preflight requests and sets Access-Control-Allow-Origin
// for origins in the allow list.
func withCORS(allow []string, next http.Handler) http.Handler {
	set := make(map[string]bool, len(allow))
	for _, o := range allow {
		set[o] = true
	}
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		origin := r.Header.Get("Origin")
		if origin != "" && set[origin] {
			w.Header().Set("Access-Control-Allow-Origin", origin)
			w.Header().Add("Vary", "Origin")
		}
		if r.Method == http.MethodOptions {
			w.Header().Set("Access-Control-Allow-Methods", "GET, POST")
			w.WriteHeader(http.StatusNoContent)
			return
		}
		next.ServeHTTP(w, r)
	})
}
