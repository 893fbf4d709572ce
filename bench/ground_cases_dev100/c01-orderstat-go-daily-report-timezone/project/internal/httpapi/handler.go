package httpapi

import (
	"encoding/json"
	"log"
	"net/http"
	"strconv"
	"time"

	"git.example.cn/shop/orderstat/internal/report"
	"git.example.cn/shop/orderstat/internal/store"
)

var cst = time.FixedZone("CST", 8*3600)

type api struct {
	orders *store.OrderStore
}

// Register mounts the orderstat routes on mux.
func Register(mux *http.ServeMux, orders *store.OrderStore) {
	a := &api{orders: orders}
	mux.HandleFunc("GET /healthz", a.health)
	mux.HandleFunc("GET /api/orders/count", a.countOrders)
	mux.HandleFunc("GET /api/report/daily", a.dailyReport)
}

func (a *api) health(w http.ResponseWriter, r *http.Request) {
	writeJSON(w, http.StatusOK, map[string]string{"status": "ok"})
}

func (a *api) countOrders(w http.ResponseWriter, r *http.Request) {
	days, err := strconv.Atoi(r.URL.Query().Get("days"))
	if err != nil || days <= 0 {
		days = 1
	}
	writeJSON(w, http.StatusOK, map[string]int{"days": days})
}

func (a *api) dailyReport(w http.ResponseWriter, r *http.Request) {
	date := r.URL.Query().Get("date")
	if date == "" {
		date = time.Now().In(cst).Format("2006-01-02")
	}
	sum, err := report.Daily(r.Context(), a.orders, date)
	if err != nil {
		writeError(w, http.StatusBadRequest, err.Error())
		return
	}
	writeJSON(w, http.StatusOK, sum)
}

func writeJSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	w.WriteHeader(status)
	if err := json.NewEncoder(w).Encode(v); err != nil {
		log.Printf("write response: %v", err)
	}
}

func writeError(w http.ResponseWriter, status int, msg string) {
	writeJSON(w, status, map[string]string{"error": msg})
}
