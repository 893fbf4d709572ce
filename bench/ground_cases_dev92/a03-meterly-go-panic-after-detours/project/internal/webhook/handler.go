package webhook

import (
	"encoding/json"
	"log"
	"net/http"
	"time"

	"github.com/meterly/billing/internal/billing"
	"github.com/meterly/billing/internal/config"
)

type planChange struct {
	Account     string    `json:"account"`
	FromPlan    string    `json:"from_plan"`
	ToPlan      string    `json:"to_plan"`
	PeriodStart time.Time `json:"period_start"`
	PeriodEnd   time.Time `json:"period_end"`
	UsedUnits   int64     `json:"used_units"`
}

type Handler struct {
	cfg *config.Config
}

func NewHandler(cfg *config.Config) *Handler { return &Handler{cfg: cfg} }

func (h *Handler) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	var ev planChange
	if err := json.NewDecoder(r.Body).Decode(&ev); err != nil {
		http.Error(w, "bad payload", http.StatusBadRequest)
		return
	}
	from, ok1 := billing.Lookup(ev.FromPlan)
	to, ok2 := billing.Lookup(ev.ToPlan)
	if !ok1 || !ok2 {
		http.Error(w, "unknown plan", http.StatusUnprocessableEntity)
		return
	}
	credit, charge, err := billing.Prorate(billing.Change{From: from, To: to, PeriodStart: ev.PeriodStart,
		PeriodEnd: ev.PeriodEnd, At: time.Now().UTC(), UsedUnits: ev.UsedUnits})
	if err != nil {
		http.Error(w, err.Error(), http.StatusConflict)
		return
	}
	log.Printf("plan change account=%s from=%s to=%s credit_cents=%d charge_cents=%d",
		ev.Account, ev.FromPlan, ev.ToPlan, credit, charge)
	w.Header().Set("Content-Type", "application/json")
	json.NewEncoder(w).Encode(map[string]int64{"credit_cents": credit, "charge_cents": charge})
}
