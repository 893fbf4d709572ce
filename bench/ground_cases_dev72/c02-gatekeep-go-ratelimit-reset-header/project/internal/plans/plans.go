package plans

// Plan is what a workspace pays for; limits are enforced in the API.
type Plan struct {
	Code            string
	RequestsPerMin  int64
	MaxProjects     int
	StorageGB       int
	IncludedSeats   int
}

var Catalog = map[string]Plan{
	"free":       {Code: "free", RequestsPerMin: 60, MaxProjects: 3, StorageGB: 1, IncludedSeats: 2},
	"pro":        {Code: "pro", RequestsPerMin: 1000, MaxProjects: 50, StorageGB: 100, IncludedSeats: 10},
	"business":   {Code: "business", RequestsPerMin: 5000, MaxProjects: 500, StorageGB: 1000, IncludedSeats: 50},
	"enterprise": {Code: "enterprise", RequestsPerMin: 20000, MaxProjects: 0, StorageGB: 0, IncludedSeats: 0},
}

// ByCode returns the plan, falling back to free for unknown codes.
func ByCode(code string) Plan {
	if p, ok := Catalog[code]; ok {
		return p
	}
	return Catalog["free"]
}

// Unlimited reports whether a zero limit means "no limit" for this plan.
func (p Plan) Unlimited() bool {
	return p.Code == "enterprise"
}
