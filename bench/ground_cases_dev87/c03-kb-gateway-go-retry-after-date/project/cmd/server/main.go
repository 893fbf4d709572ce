package main

import (
	"encoding/json"
	"log"
	"net/http"

	"github.com/go-chi/chi/v5"
	"github.com/lanshan/kb-gateway/internal/config"
	"github.com/lanshan/kb-gateway/internal/llm"
)

func main() {
	cfg := config.Load()
	client := llm.NewClient(cfg.BaseURL, cfg.APIKey, cfg.Model)

	r := chi.NewRouter()
	r.Post("/v1/ask", func(w http.ResponseWriter, req *http.Request) {
		var in struct {
			Question string `json:"question"`
		}
		if err := json.NewDecoder(req.Body).Decode(&in); err != nil {
			http.Error(w, "bad request", http.StatusBadRequest)
			return
		}
		w.Header().Set("Content-Type", "text/event-stream")
		flusher, _ := w.(http.Flusher)
		res, err := client.Stream(req.Context(), llm.Request{
			Messages:    []llm.Message{{Role: "system", Content: cfg.SystemPrompt}, {Role: "user", Content: in.Question}},
			Temperature: cfg.Temperature,
			MaxTokens:   cfg.MaxTokens,
		}, func(delta string) {
			b, _ := json.Marshal(map[string]string{"delta": delta})
			w.Write([]byte("data: " + string(b) + "\n\n"))
			if flusher != nil {
				flusher.Flush()
			}
		})
		if err != nil {
			log.Printf("ask: %v", err)
			return
		}
		log.Printf("ask done: prompt=%d completion=%d", res.Usage.PromptTokens, res.Usage.CompletionTokens)
		w.Write([]byte("data: [DONE]\n\n"))
	})
	log.Fatal(http.ListenAndServe(cfg.Addr, r))
}
