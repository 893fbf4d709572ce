package pump

import (
	"context"
	"log/slog"
	"time"

	"github.com/northwind-labs/ingestd/internal/sink"
)

// Record is one log line as it came off the wire.
type Record struct {
	Source string
	At     time.Time
	Body   []byte
}

// Pump batches records from In and hands full batches to the sink.
type Pump struct {
	In         chan Record
	sink       sink.Sender
	batchSize  int
	flushEvery time.Duration
	log        *slog.Logger
}

func New(s sink.Sender, batchSize int, flushEvery time.Duration, log *slog.Logger) *Pump {
	return &Pump{
		In:         make(chan Record, batchSize*4),
		sink:       s,
		batchSize:  batchSize,
		flushEvery: flushEvery,
		log:        log,
	}
}

// Run batches records until ctx is cancelled, then flushes what it holds and returns.
func (p *Pump) Run(ctx context.Context) error {
	ticker := time.NewTicker(p.flushEvery)
	defer ticker.Stop()

	batch := make([]Record, 0, p.batchSize)
	flush := func() {
		if len(batch) == 0 {
			return
		}
		if err := p.sink.Send(ctx, batch); err != nil {
			p.log.Error("send batch", "size", len(batch), "err", err)
		}
		batch = batch[:0]
	}

	for {
		select {
		case rec := <-p.In:
			batch = append(batch, rec)
			if len(batch) >= p.batchSize {
				flush()
			}
		case <-ticker.C:
			flush()
		}
	}
}
