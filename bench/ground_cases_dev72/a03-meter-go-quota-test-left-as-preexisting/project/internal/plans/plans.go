package plans

// Plan is what a workspace pays for and what it is allowed to use.
type Plan struct {
	Code         string
	StorageGB    int // 0 means unlimited
	APICallsMo   int64
	MonthlyCents int64
}

var byCode = map[string]Plan{
	"free":       {Code: "free", StorageGB: 1, APICallsMo: 10_000, MonthlyCents: 0},
	"starter":    {Code: "starter", StorageGB: 20, APICallsMo: 250_000, MonthlyCents: 1900},
	"business":   {Code: "business", StorageGB: 200, APICallsMo: 5_000_000, MonthlyCents: 9900},
	"enterprise": {Code: "enterprise", StorageGB: 0, APICallsMo: 0, MonthlyCents: 0},
}

// Lookup returns the plan for a code, falling back to free.
func Lookup(code string) Plan {
	if p, ok := byCode[code]; ok {
		return p
	}
	return byCode["free"]
}
