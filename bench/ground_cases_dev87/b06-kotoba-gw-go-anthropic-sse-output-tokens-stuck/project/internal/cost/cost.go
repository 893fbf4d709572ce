package cost

import (
	"log/slog"

	"github.com/minato-dev/kotoba-gw/internal/anthropic"
)

// USD per million tokens.
type price struct {
	Input, Output, CacheRead, CacheWrite float64
}

var prices = map[string]price{
	"claude-sonnet-4-5": {Input: 3, Output: 15, CacheRead: 0.30, CacheWrite: 3.75},
	"claude-opus-4-1":   {Input: 15, Output: 75, CacheRead: 1.50, CacheWrite: 18.75},
	"claude-haiku-4-5":  {Input: 1, Output: 5, CacheRead: 0.10, CacheWrite: 1.25},
}

func USD(model string, u anthropic.Usage) float64 {
	p, ok := prices[model]
	if !ok {
		return 0
	}
	return (float64(u.InputTokens)*p.Input +
		float64(u.OutputTokens)*p.Output +
		float64(u.CacheReadInputTokens)*p.CacheRead +
		float64(u.CacheCreationInputTokens)*p.CacheWrite) / 1_000_000
}

type Meter struct {
	log *slog.Logger
}

func NewMeter(log *slog.Logger) *Meter { return &Meter{log: log} }

func (m *Meter) Record(requestID, model string, u anthropic.Usage) {
	m.log.Info("usage",
		"req", requestID,
		"model", model,
		"in", u.InputTokens,
		"out", u.OutputTokens,
		"cache_read", u.CacheReadInputTokens,
		"usd", USD(model, u),
	)
}
