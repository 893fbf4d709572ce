package main

import (
	"fmt"
	"log"
	"net/http"
	"os"

	"github.com/hanamaru/payouts/internal/export"
	"github.com/hanamaru/payouts/internal/store"
)

func main() {
	db, err := store.Open(os.Getenv("DATABASE_URL"))
	if err != nil {
		log.Fatalf("open db: %v", err)
	}
	defer db.Close()

	http.HandleFunc("/export/orders.csv", func(w http.ResponseWriter, r *http.Request) {
		orders, err := db.OrdersForMonth(r.Context(), r.URL.Query().Get("month"))
		if err != nil {
			http.Error(w, err.Error(), http.StatusBadRequest)
			return
		}
		w.Header().Set("Content-Type", "text/csv")
		w.Header().Set("Content-Disposition", fmt.Sprintf(`attachment; filename="orders-%s.csv"`, r.URL.Query().Get("month")))
		if err := export.WriteOrdersCSV(w, orders); err != nil {
			log.Printf("export failed: %v", err)
		}
	})

	http.HandleFunc("/export/zengin.txt", func(w http.ResponseWriter, r *http.Request) {
		payouts, err := db.PendingPayouts(r.Context())
		if err != nil {
			http.Error(w, err.Error(), http.StatusInternalServerError)
			return
		}
		w.Header().Set("Content-Type", "text/plain")
		if err := export.WriteZengin(w, export.Sender{Code: "0001234567", Name: "ﾊﾅﾏﾙ(ｶ"}, payouts); err != nil {
			log.Printf("zengin failed: %v", err)
		}
	})

	log.Fatal(http.ListenAndServe(":8080", nil))
}
