package api

import (
	"encoding/json"
	"net/http"
	"sort"
	"sync"

	"golang.org/x/sync/errgroup"

	"github.com/parcelry/shipments/internal/rates"
)

var carriers = []string{"dhl", "ups", "dpd", "gls"}

type quoteRequest struct {
	FromZip  string `json:"from_zip"`
	ToZip    string `json:"to_zip"`
	Country  string `json:"country"`
	WeightG  int    `json:"weight_g"`
	LengthMM int    `json:"length_mm"`
	WidthMM  int    `json:"width_mm"`
	HeightMM int    `json:"height_mm"`
}

func (h *Handler) quoteAll(w http.ResponseWriter, r *http.Request) {
	var in quoteRequest
	if err := json.NewDecoder(r.Body).Decode(&in); err != nil {
		http.Error(w, "bad request body", http.StatusBadRequest)
		return
	}
	parcel := rates.Parcel{
		FromZip: in.FromZip, ToZip: in.ToZip, Country: in.Country,
		WeightG: in.WeightG, LengthMM: in.LengthMM, WidthMM: in.WidthMM, HeightMM: in.HeightMM,
	}

	var (
		mu  sync.Mutex
		all []rates.Quote
	)
	g, ctx := errgroup.WithContext(r.Context())
	for _, carrier := range carriers {
		carrier := carrier
		g.Go(func() error {
			qs, err := h.rates.Quote(ctx, carrier, parcel)
			if err != nil {
				h.logger.Warn("carrier quote failed", "carrier", carrier, "err", err)
				return nil // one carrier down should not fail the whole request
			}
			mu.Lock()
			all = append(all, qs...)
			mu.Unlock()
			return nil
		})
	}
	_ = g.Wait()

	sort.Slice(all, func(i, j int) bool { return all[i].AmountCents < all[j].AmountCents })
	writeJSON(w, http.StatusOK, map[string]any{"quotes": all})
}
