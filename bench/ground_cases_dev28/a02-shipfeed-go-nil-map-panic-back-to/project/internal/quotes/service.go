package quotes

import (
	"context"
	"encoding/json"
	"fmt"
	"log/slog"
	"net/http"
	"sort"
	"strings"

	"github.com/parcelhop/shipfeed/internal/cache"
	"github.com/parcelhop/shipfeed/internal/carrier"
)

type rater interface {
	Rates(ctx context.Context, from, to string, grams int) ([]carrier.Rate, error)
}

type Service struct {
	carrier rater
	cache   *cache.RateCache
	log     *slog.Logger
}

func NewService(c rater, rc *cache.RateCache, log *slog.Logger) *Service {
	return &Service{carrier: c, cache: rc, log: log}
}

type quoteRequest struct {
	From  string `json:"from"`
	To    string `json:"to"`
	Grams int    `json:"grams"`
}

func (r quoteRequest) valid() error {
	if r.From == "" || r.To == "" {
		return fmt.Errorf("from and to are required")
	}
	if r.Grams <= 0 || r.Grams > 31500 {
		return fmt.Errorf("grams must be between 1 and 31500")
	}
	return nil
}

func laneKey(r quoteRequest) string {
	// round up to the next 500 g step: carriers price in steps, so this keeps the cache small
	step := (r.Grams + 499) / 500 * 500
	return strings.ToUpper(r.From) + ">" + strings.ToUpper(r.To) + ":" + fmt.Sprint(step)
}

// Quote returns the rates for a lane, cheapest first, from the cache when it can.
func (s *Service) Quote(ctx context.Context, r quoteRequest) ([]carrier.Rate, error) {
	key := laneKey(r)
	if rates, ok := s.cache.Get(key); ok {
		return rates, nil
	}
	rates, err := s.carrier.Rates(ctx, r.From, r.To, r.Grams)
	if err != nil {
		return nil, err
	}
	sort.Slice(rates, func(i, j int) bool { return rates[i].Cents < rates[j].Cents })
	s.cache.Put(key, rates)
	return rates, nil
}

func (s *Service) HandleQuote(w http.ResponseWriter, req *http.Request) {
	var r quoteRequest
	if err := json.NewDecoder(req.Body).Decode(&r); err != nil {
		http.Error(w, "bad json", http.StatusBadRequest)
		return
	}
	if err := r.valid(); err != nil {
		http.Error(w, err.Error(), http.StatusUnprocessableEntity)
		return
	}
	rates, err := s.Quote(req.Context(), r)
	if err != nil {
		s.log.Error("quote", "err", err, "from", r.From, "to", r.To)
		http.Error(w, "carrier unavailable", http.StatusBadGateway)
		return
	}
	w.Header().Set("Content-Type", "application/json")
	_ = json.NewEncoder(w).Encode(map[string]any{"rates": rates})
}
