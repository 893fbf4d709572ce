package carrier

import (
	"context"
	"log/slog"
	"sync"
	"time"
)

// Poller refreshes the waybills customers subscribed to, one goroutine per carrier.
type Poller struct {
	Clients  map[string]*Client
	Interval time.Duration
	Pending  func(carrier string) []string
	OnEvents func(carrier, waybill string, events []Event)
}

func (p *Poller) Run(ctx context.Context) {
	ticker := time.NewTicker(p.Interval)
	defer ticker.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-ticker.C:
			p.pollOnce(ctx)
		}
	}
}

func (p *Poller) pollOnce(ctx context.Context) {
	var wg sync.WaitGroup
	for name, client := range p.Clients {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for _, waybill := range p.Pending(name) {
				events, err := client.Track(ctx, waybill)
				if err != nil {
					slog.Warn("poll failed", "carrier", name, "waybill", waybill, "err", err)
					continue
				}
				p.OnEvents(name, waybill, events)
			}
		}()
	}
	wg.Wait()
}
