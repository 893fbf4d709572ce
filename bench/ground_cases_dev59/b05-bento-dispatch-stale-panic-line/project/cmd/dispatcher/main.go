package main

import (
	"encoding/json"
	"log/slog"
	"net/http"
	"os"

	"github.com/kaze-bento/dispatch/internal/courier"
	"github.com/kaze-bento/dispatch/internal/dispatch"
)

func main() {
	log := slog.New(slog.NewJSONHandler(os.Stdout, nil))
	store := newCourierStore()
	a := &dispatch.Assigner{Couriers: store.All, Log: log}

	http.HandleFunc("POST /orders/assign", func(w http.ResponseWriter, r *http.Request) {
		var o dispatch.Order
		if err := json.NewDecoder(r.Body).Decode(&o); err != nil {
			http.Error(w, "注文データが不正です", http.StatusBadRequest)
			return
		}
		c, err := a.Assign(o)
		if err != nil {
			http.Error(w, err.Error(), http.StatusUnprocessableEntity)
			return
		}
		json.NewEncoder(w).Encode(map[string]any{
			"courier": c.Name,
			"zone":    dispatch.Label(o.ZoneID),
			"status":  courier.Delivering.Label(),
		})
	})

	log.Info("dispatcher 起動", "addr", ":8080")
	if err := http.ListenAndServe(":8080", nil); err != nil {
		log.Error("停止", "err", err)
		os.Exit(1)
	}
}
