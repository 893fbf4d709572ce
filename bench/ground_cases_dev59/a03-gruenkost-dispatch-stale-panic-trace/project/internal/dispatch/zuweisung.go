package dispatch

import (
	"fmt"
	"log/slog"
	"sort"
	"time"
)

// Dispatcher verteilt neue Lieferungen auf die Fahrer im Dienst.
type Dispatcher struct {
	fahrer FahrerQuelle
	zonen  *Zonen
	uhr    func() time.Time
	ort    *time.Location // Zeitzone der Schichtpläne
	log    *slog.Logger
}

func NeuerDispatcher(q FahrerQuelle, z *Zonen, log *slog.Logger) *Dispatcher {
	ort, err := time.LoadLocation("Europe/Berlin")
	if err != nil {
		// ohne tzdata im Container lieber laut scheitern als falsch zuweisen
		panic(fmt.Sprintf("Zeitzone Europe/Berlin fehlt: %v", err))
	}
	return &Dispatcher{fahrer: q, zonen: z, uhr: time.Now, ort: ort, log: log}
}

// Zuweisen sucht für eine Lieferung den Fahrer mit den wenigsten offenen Touren in ihrer Zone.
func (d *Dispatcher) Zuweisen(l Lieferung) (Zuweisung, error) {
	zone, err := d.zonen.Fuer(l.PLZ)
	if err != nil {
		return Zuweisung{}, fmt.Errorf("lieferung %s: %w", l.ID, err)
	}
	f := d.naechsterFahrer(zone)
	d.log.Info("Lieferung zugewiesen", "lieferung", l.ID, "fahrer", f.Name, "zone", zone)
	return Zuweisung{LieferungID: l.ID, FahrerID: f.ID, Zone: zone, Am: d.uhr()}, nil
}

func (d *Dispatcher) naechsterFahrer(zone string) Fahrer {
	jetzt := d.uhr()
	var kandidaten []Fahrer
	for _, f := range d.fahrer.Alle() {
		if f.Zone != zone || f.Pausiert {
			continue
		}
		if !ImDienst(f.Schicht, jetzt, d.ort) {
			continue
		}
		kandidaten = append(kandidaten, f)
	}
	// wer am wenigsten offene Touren hat, kommt zuerst
	sort.Slice(kandidaten, func(i, j int) bool {
		return kandidaten[i].OffeneTouren < kandidaten[j].OffeneTouren
	})
	return kandidaten[0]
}
