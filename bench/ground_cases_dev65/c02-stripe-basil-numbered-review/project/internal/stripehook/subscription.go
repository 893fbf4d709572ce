package stripehook

import (
	"context"
	"fmt"
	"time"

	"github.com/stripe/stripe-go/v76"
)

// planFromPrice maps Stripe price lookup keys to our plan names.
var planFromPrice = map[string]string{
	"starter_monthly": "starter",
	"starter_yearly":  "starter",
	"team_monthly":    "team",
	"team_yearly":     "team",
	"enterprise":      "enterprise",
}

func (h *Handler) handleSubscriptionChanged(ctx context.Context, sub *stripe.Subscription) error {
	tenant, err := h.Store.TenantByCustomer(ctx, sub.Customer.ID)
	if err != nil {
		return fmt.Errorf("tenant for customer %s: %w", sub.Customer.ID, err)
	}
	plan := "free"
	if sub.Status != stripe.SubscriptionStatusCanceled && sub.Items != nil && len(sub.Items.Data) > 0 {
		if p, ok := planFromPrice[sub.Items.Data[0].Price.LookupKey]; ok {
			plan = p
		}
	}
	periodEnd := time.Unix(sub.CurrentPeriodEnd, 0).UTC()
	h.Log.Info("subscription changed", "tenant", tenant.ID, "plan", plan, "status", sub.Status)
	return h.Store.SetPlan(ctx, tenant.ID, plan, string(sub.Status), periodEnd)
}
