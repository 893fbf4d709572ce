package agent

// Claude Sonnet 4.5 list prices, USD per million tokens.
const (
	inputPerMTok  = 3.00
	outputPerMTok = 15.00
)

type Usage struct {
	Input  int64
	Output int64
	Calls  int
}

func (u *Usage) Add(in, out int64) {
	u.Input += in
	u.Output += out
	u.Calls++
}

func (u Usage) CostUSD() float64 {
	return float64(u.Input)/1e6*inputPerMTok + float64(u.Output)/1e6*outputPerMTok
}
