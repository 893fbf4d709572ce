package main

import (
	"encoding/json"
	"log"
	"net/http"
	"os"

	"github.com/anthropics/anthropic-sdk-go"
	"github.com/parcelly/orderbot/agent"
)

type chatRequest struct {
	CustomerID string `json:"customer_id"`
	Message    string `json:"message"`
}

func main() {
	client := anthropic.NewClient()
	a := agent.New(&client, agent.NewHandlers(os.Getenv("ORDERS_API_URL")))

	http.HandleFunc("POST /chat", func(w http.ResponseWriter, r *http.Request) {
		var req chatRequest
		if err := json.NewDecoder(r.Body).Decode(&req); err != nil {
			http.Error(w, "bad request", http.StatusBadRequest)
			return
		}
		reply, usage, err := a.Run(r.Context(), req.CustomerID, req.Message)
		if err != nil {
			log.Printf("agent error customer=%s: %v", req.CustomerID, err)
			http.Error(w, "the assistant is unavailable", http.StatusBadGateway)
			return
		}
		log.Printf("chat customer=%s in=%d out=%d cost=$%.4f", req.CustomerID, usage.Input, usage.Output, usage.CostUSD())
		_ = json.NewEncoder(w).Encode(map[string]string{"reply": reply})
	})
	log.Fatal(http.ListenAndServe(":8080", nil))
}
