package main

import (
	"encoding/json"
	"log"
	"net/http"

	"github.com/lumen/greeter/internal/i18n"
)

func home(w http.ResponseWriter, r *http.Request) {
	lang := i18n.Negotiate(r)
	w.Header().Set("Content-Language", lang)
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	json.NewEncoder(w).Encode(map[string]string{
		"lang":     lang,
		"greeting": i18n.T(lang, "greeting"),
		"logout":   i18n.T(lang, "logout"),
	})
}

func main() {
	if err := i18n.Load(); err != nil {
		log.Fatal(err)
	}
	http.HandleFunc("/", home)
	log.Println("listening on :8080")
	log.Fatal(http.ListenAndServe(":8080", nil))
}
