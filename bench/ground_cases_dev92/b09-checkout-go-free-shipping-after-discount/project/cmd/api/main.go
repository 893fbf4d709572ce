package main

import (
	"cmp"
	"encoding/json"
	"log/slog"
	"net/http"
	"os"

	"github.com/minato-shop/checkout/internal/cart"
)

var logger = slog.New(slog.NewJSONHandler(os.Stdout, nil))

func quote(w http.ResponseWriter, r *http.Request) {
	var req cart.Request
	if err := json.NewDecoder(r.Body).Decode(&req); err != nil {
		http.Error(w, "bad request", http.StatusBadRequest)
		return
	}
	res, err := cart.Compute(req)
	if err != nil {
		logger.Error("quote failed", "err", err, "prefecture", req.Prefecture)
		http.Error(w, err.Error(), http.StatusUnprocessableEntity)
		return
	}
	w.Header().Set("Content-Type", "application/json")
	_ = json.NewEncoder(w).Encode(res)
}

func main() {
	mux := http.NewServeMux()
	mux.HandleFunc("POST /quote", quote)
	addr := ":" + cmp.Or(os.Getenv("PORT"), "8080")
	logger.Info("listening", "addr", addr)
	if err := http.ListenAndServe(addr, mux); err != nil {
		logger.Error("server stopped", "err", err)
		os.Exit(1)
	}
}
