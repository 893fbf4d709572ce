package ledger

import (
	"context"
	"fmt"
	"sync"
)

// Ledger records money movements per merchant reference in minor units.
type Ledger struct {
	mu      sync.Mutex
	entries map[string][]Entry
}

type Entry struct {
	Reference string
	Amount    int64
	Currency  string
}

func NewMemory() *Ledger { return &Ledger{entries: map[string][]Entry{}} }

func (l *Ledger) Credit(_ context.Context, order, psp string, value int64, currency string) error {
	return l.add(order, Entry{Reference: psp, Amount: value, Currency: currency})
}

func (l *Ledger) Debit(_ context.Context, order, psp string, value int64, currency string) error {
	return l.add(order, Entry{Reference: psp, Amount: -value, Currency: currency})
}

func (l *Ledger) add(order string, e Entry) error {
	if order == "" {
		return fmt.Errorf("ledger: empty merchant reference for %s", e.Reference)
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	l.entries[order] = append(l.entries[order], e)
	return nil
}

func (l *Ledger) Balance(order string) int64 {
	l.mu.Lock()
	defer l.mu.Unlock()
	var sum int64
	for _, e := range l.entries[order] {
		sum += e.Amount
	}
	return sum
}
