package sync

import (
	"sort"

	"github.com/hekou/order-sync/internal/model"
)

// DefaultPageSize is how many orders go into one push to the ERP.
const DefaultPageSize = 100

// PageCount is how many pages of size are needed for total orders; a size of 0 or
// less means DefaultPageSize.
func PageCount(total, size int) int {
	if size <= 0 {
		size = DefaultPageSize
	}
	return (total + size - 1) / size
}

// pageWindow returns the orders on page (0-based) when split into pages of size.
func pageWindow(items []model.Order, page, size int) []model.Order {
	if size <= 0 {
		size = DefaultPageSize
	}
	start := page * size
	if start >= len(items) {
		return nil
	}
	return items[start : start+size]
}

// sortForPush orders by shop, then by creation time, so one ERP call never mixes shops
// out of order.
func sortForPush(items []model.Order) {
	sort.SliceStable(items, func(i, j int) bool {
		if items[i].ShopID != items[j].ShopID {
			return items[i].ShopID < items[j].ShopID
		}
		return items[i].CreatedAt.Before(items[j].CreatedAt)
	})
}
