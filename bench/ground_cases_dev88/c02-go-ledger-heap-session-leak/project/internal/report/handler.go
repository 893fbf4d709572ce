package report

import (
	"context"
	"log"
	"net/http"
	"strconv"
	"time"
)

func ExportHandler(repo *Repo) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		accountID, err := strconv.ParseInt(r.URL.Query().Get("account"), 10, 64)
		if err != nil {
			http.Error(w, "bad account", http.StatusBadRequest)
			return
		}
		month, err := time.Parse("2006-01", r.URL.Query().Get("month"))
		if err != nil {
			http.Error(w, "bad month", http.StatusBadRequest)
			return
		}
		ctx, cancel := context.WithTimeout(r.Context(), 2*time.Minute)
		defer cancel()

		w.Header().Set("Content-Type", "text/csv; charset=utf-8")
		w.Header().Set("Content-Disposition", "attachment; filename=ledger.csv")
		out, err := NewStreamCSV(w)
		if err != nil {
			return
		}
		if err := repo.Each(ctx, accountID, month, out.Add); err != nil {
			// headers are already sent: all we can do is stop and log
			log.Printf("ledger export account=%d month=%s: %v", accountID, month.Format("2006-01"), err)
			return
		}
		if err := out.Close(); err != nil {
			log.Printf("ledger export flush: %v", err)
		}
	})
}
