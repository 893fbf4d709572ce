package main

import (
	"encoding/json"
	"log"
	"net/http"
	"os"
	"strconv"
	"time"

	"github.com/tnakamura/quoteapi/internal/ratelimit"
)

type quote struct {
	Symbol string  `json:"symbol"`
	Price  float64 `json:"price"`
	At     string  `json:"at"`
}

func quoteHandler(w http.ResponseWriter, r *http.Request) {
	sym := r.PathValue("symbol")
	q := quote{Symbol: sym, Price: lookupPrice(sym), At: time.Now().UTC().Format(time.RFC3339)}
	w.Header().Set("Content-Type", "application/json")
	_ = json.NewEncoder(w).Encode(q)
}

func lookupPrice(sym string) float64 {
	// TODO: 実データ。今はダミー
	return float64(len(sym)) * 101.5
}

func main() {
	plans := ratelimit.Plans{
		"free": {Limit: getenvInt("FREE_RPM", 30), Window: time.Minute},
		"pro":  {Limit: getenvInt("PRO_RPM", 60), Window: time.Minute},
	}
	limiter := ratelimit.New(plans)

	api := http.NewServeMux()
	api.HandleFunc("GET /v1/quotes/{symbol}", quoteHandler)

	root := http.NewServeMux()
	root.HandleFunc("GET /healthz", func(w http.ResponseWriter, r *http.Request) {
		w.WriteHeader(http.StatusOK)
		_, _ = w.Write([]byte("ok"))
	})
	root.Handle("/", ratelimit.Middleware(limiter)(api))

	addr := ":" + getenv("PORT", "8080")
	log.Printf("listening on %s", addr)
	log.Fatal(http.ListenAndServe(addr, root))
}

func getenvInt(k string, def int) int {
	v, err := strconv.Atoi(os.Getenv(k))
	if err != nil || v <= 0 {
		return def
	}
	return v
}

func getenv(k, def string) string {
	if v := os.Getenv(k); v != "" {
		return v
	}
	return def
}
