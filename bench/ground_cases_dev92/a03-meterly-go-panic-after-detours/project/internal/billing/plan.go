package billing

// Tier is one price step of a plan: Upto units (0 = no upper bound) at UnitCents each.
type Tier struct {
	Upto      int64
	UnitCents int64
}

type Plan struct {
	ID        string
	Name      string
	BaseCents int64
	Tiers     []Tier
}

var Plans = map[string]Plan{
	"free":    {ID: "free", Name: "Free"},
	"starter": {ID: "starter", Name: "Starter", BaseCents: 1900, Tiers: []Tier{{Upto: 10000, UnitCents: 0}, {Upto: 0, UnitCents: 2}}},
	"team":    {ID: "team", Name: "Team", BaseCents: 9900, Tiers: []Tier{{Upto: 100000, UnitCents: 0}, {Upto: 0, UnitCents: 1}}},
}

func Lookup(id string) (Plan, bool) {
	p, ok := Plans[id]
	return p, ok
}
