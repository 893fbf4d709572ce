package dispatch

import (
	"errors"
	"log/slog"
	"sort"
	"sync"
	"time"
)

// Courier is a rider that can take deliveries.
type Courier struct {
	ID       string
	Zone     string
	Capacity int
	Active   int
	LastSeen time.Time
}

// Free reports whether the courier can take one more order.
func (c Courier) Free() bool { return c.Active < c.Capacity }

type Order struct {
	ID     string
	Zone   string
	Weight int
}

var ErrNoCourier = errors.New("dispatch: no courier available")

// Planner hands orders to couriers round-robin inside a zone.
type Planner struct {
	mu       sync.Mutex
	couriers map[string][]Courier // zone -> couriers, sorted by ID
	cursor   map[string]int       // zone -> index of the next courier
	stale    time.Duration
	logger   *slog.Logger
}

func NewPlanner(stale time.Duration, logger *slog.Logger) *Planner {
	if logger == nil {
		logger = slog.Default()
	}
	return &Planner{couriers: map[string][]Courier{}, cursor: map[string]int{}, stale: stale, logger: logger}
}

// Upsert adds a courier or replaces the one with the same ID.
func (p *Planner) Upsert(c Courier) {
	p.mu.Lock()
	defer p.mu.Unlock()
	list := p.couriers[c.Zone]
	for i := range list {
		if list[i].ID == c.ID {
			list[i] = c
			return
		}
	}
	list = append(list, c)
	sort.Slice(list, func(i, j int) bool { return list[i].ID < list[j].ID })
	p.couriers[c.Zone] = list
}

// available returns the couriers of a zone that are free and were seen recently.
func (p *Planner) available(zone string, now time.Time) []Courier {
	var out []Courier
	for _, c := range p.couriers[zone] {
		if c.Free() && now.Sub(c.LastSeen) < p.stale {
			out = append(out, c)
		}
	}
	return out
}

// nextCourier picks the courier after the one used last time in this zone.
func (p *Planner) nextCourier(zone string, now time.Time) (Courier, error) {
	avail := p.available(zone, now)
	if len(avail) == 0 {
		return Courier{}, ErrNoCourier
	}
	i := p.cursor[zone]
	if i > len(avail) {
		i = 0
	}
	c := avail[i]
	p.cursor[zone] = i + 1
	return c, nil
}

// Assign gives the order to the next free courier of its zone.
func (p *Planner) Assign(o Order) (string, error) {
	p.mu.Lock()
	defer p.mu.Unlock()
	now := time.Now()
	c, err := p.nextCourier(o.Zone, now)
	if err != nil {
		p.logger.Warn("dispatch: no courier", "order_id", o.ID, "zone", o.Zone, "err", err)
		return "", err
	}
	list := p.couriers[o.Zone]
	for i := range list {
		if list[i].ID == c.ID {
			list[i].Active++
			break
		}
	}
	return c.ID, nil
}

// Release marks one order of the courier as done.
func (p *Planner) Release(zone, courierID string) {
	p.mu.Lock()
	defer p.mu.Unlock()
	list := p.couriers[zone]
	for i := range list {
		if list[i].ID == courierID && list[i].Active > 0 {
			list[i].Active--
			return
		}
	}
}
