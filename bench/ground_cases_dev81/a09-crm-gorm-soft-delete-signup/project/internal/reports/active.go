package reports

import (
	"encoding/json"
	"net/http"
	"time"

	"gorm.io/gorm"
)

type Reports struct {
	db *gorm.DB
}

func New(db *gorm.DB) *Reports {
	return &Reports{db: db}
}

type activeRow struct {
	ID        uint      `json:"id"`
	Email     string    `json:"email"`
	Plan      string    `json:"plan"`
	LastSeen  time.Time `json:"last_seen"`
	PaidCents int64     `json:"paid_cents"`
}

// ActiveCustomers lists customers seen in the last 30 days with what they paid in that time.
func (rp *Reports) ActiveCustomers(w http.ResponseWriter, r *http.Request) {
	var rows []activeRow
	err := rp.db.Raw(`
		SELECT c.id, c.email, c.plan, c.last_seen, COALESCE(SUM(i.amount_cents), 0) AS paid_cents
		  FROM customers c
		  LEFT JOIN invoices i ON i.customer_id = c.id AND i.paid_at >= now() - interval '30 days'
		 WHERE c.deleted_at IS NULL
		   AND c.last_seen >= now() - interval '30 days'
		 GROUP BY c.id
		 ORDER BY paid_cents DESC`).Scan(&rows).Error
	if err != nil {
		http.Error(w, "report failed", http.StatusInternalServerError)
		return
	}
	w.Header().Set("Content-Type", "application/json")
	_ = json.NewEncoder(w).Encode(rows)
}
