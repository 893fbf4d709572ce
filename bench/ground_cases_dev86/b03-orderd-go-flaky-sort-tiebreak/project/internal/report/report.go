package report

import (
	"fmt"
	"strings"

	"github.com/tsubame/orderd/internal/store"
)

func Daily(orders []store.Order) string {
	var b strings.Builder
	fmt.Fprintf(&b, "orders: %d\n", len(orders))
	for _, o := range orders {
		fmt.Fprintf(&b, "%s\t%s\t%s\n", o.ID, o.Customer, o.CreatedAt.Format("2006-01-02 15:04"))
	}
	return b.String()
}
