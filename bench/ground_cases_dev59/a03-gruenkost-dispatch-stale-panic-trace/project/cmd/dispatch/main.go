package main

import (
	"encoding/json"
	"log/slog"
	"net/http"
	"os"

	"gruenkost/dispatch/internal/benachrichtigung"
	"gruenkost/dispatch/internal/dispatch"
)

func main() {
	log := slog.New(slog.NewJSONHandler(os.Stdout, nil))
	cfg, err := ladeKonfiguration("config/dispatch.yaml")
	if err != nil {
		log.Error("Konfiguration nicht lesbar", "fehler", err)
		os.Exit(1)
	}
	d := dispatch.NeuerDispatcher(cfg.Fahrer(), dispatch.NeueZonen(cfg.Zonen()), log)
	push := benachrichtigung.NeuerPush(os.Getenv("NTFY_URL"))

	http.HandleFunc("POST /lieferungen", func(w http.ResponseWriter, r *http.Request) {
		var l dispatch.Lieferung
		if err := json.NewDecoder(r.Body).Decode(&l); err != nil {
			http.Error(w, "ungültige Lieferung", http.StatusBadRequest)
			return
		}
		z, err := d.Zuweisen(l)
		if err != nil {
			http.Error(w, err.Error(), http.StatusUnprocessableEntity)
			return
		}
		if err := push.NeueLieferung(z.FahrerID, l.ID, l.Adresse, l.Trinkgeld); err != nil {
			log.Warn("Push fehlgeschlagen", "fehler", err)
		}
		json.NewEncoder(w).Encode(z)
	})
	log.Info("Dispatch läuft", "port", 8080)
	http.ListenAndServe(":8080", nil)
}
