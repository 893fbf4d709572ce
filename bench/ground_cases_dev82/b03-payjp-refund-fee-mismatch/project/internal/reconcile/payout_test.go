package reconcile

import (
	"testing"

	"github.com/kaede-shop/payments/internal/payjp"
)

func TestBuildNoRefunds(t *testing.T) {
	charges := []payjp.Charge{{ID: "ch_1", Amount: 10000}, {ID: "ch_2", Amount: 3000}}
	r := Build(payjp.Payout{ID: "po_1", Fee: 390}, charges)
	if r.Gross != 13000 || r.Fee != 390 || r.Net != 12610 {
		t.Fatalf("got %+v", r)
	}
}
