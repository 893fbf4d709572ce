package main

import (
	"encoding/json"
	"net/http"
	"strconv"
	"strings"
	"sync"
)

type Item struct {
	ID     int    `json:"id"`
	SKU    string `json:"sku"`
	Name   string `json:"name"`
	OnHand int    `json:"on_hand"`
}

type Store struct {
	mu    sync.Mutex
	items map[int]*Item
}

func NewStore() *Store {
	return &Store{items: map[int]*Item{
		1: {ID: 1, SKU: "PAL-001", Name: "Euro pallet", OnHand: 40},
		2: {ID: 2, SKU: "STR-010", Name: "Stretch film 23my", OnHand: 120},
	}}
}

func writeJSON(w http.ResponseWriter, v any) {
	w.Header().Set("Content-Type", "application/json")
	_ = json.NewEncoder(w).Encode(v)
}

func healthz(version string) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		writeJSON(w, map[string]string{"status": "ok", "version": version})
	}
}

func (s *Store) list(w http.ResponseWriter, r *http.Request) {
	prefix := r.URL.Query().Get("sku")
	s.mu.Lock()
	defer s.mu.Unlock()
	out := []*Item{}
	for _, it := range s.items {
		if strings.HasPrefix(it.SKU, prefix) {
			out = append(out, it)
		}
	}
	writeJSON(w, out)
}

func (s *Store) get(w http.ResponseWriter, r *http.Request) {
	id, err := strconv.Atoi(r.PathValue("id"))
	if err != nil {
		http.Error(w, "bad id", http.StatusBadRequest)
		return
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	it, ok := s.items[id]
	if !ok {
		http.NotFound(w, r)
		return
	}
	writeJSON(w, it)
}
