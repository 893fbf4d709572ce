package queue

import "context"

// Broker is the subset of the stream API the worker needs.
type Broker interface {
	Fetch(ctx context.Context, stream string, max int) ([]*Message, error)
	// Ack removes the message from the pending list for good.
	Ack(ctx context.Context, id string) error
	// Nack makes the message visible again after its visibility timeout.
	Nack(ctx context.Context, id string) error
}

type redisBroker struct{ url string }

func NewRedisBroker(url string) Broker { return &redisBroker{url: url} }

func (b *redisBroker) Fetch(ctx context.Context, stream string, max int) ([]*Message, error) {
	return nil, nil
}

func (b *redisBroker) Ack(ctx context.Context, id string) error  { return nil }
func (b *redisBroker) Nack(ctx context.Context, id string) error { return nil }
