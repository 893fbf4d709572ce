package labels

import (
	"errors"
	"log"

	"github.com/fernhill/shipnotify/internal/carrier"
)

type Service struct {
	carrier *carrier.Client
	queue   *Queue
}

func NewService(c *carrier.Client, q *Queue) *Service {
	return &Service{carrier: c, queue: q}
}

// Buy purchases a label; on carrier 5xx the order goes back on the queue for 10 minutes.
func (s *Service) Buy(orderID, zip string) (*carrier.Label, error) {
	l, err := s.carrier.CreateLabel(carrier.LabelRequest{OrderID: orderID, Service: "standard", ToZip: zip})
	if err != nil {
		log.Printf("ERROR labels: create label for order %s: %v", orderID, err)
		var se *carrier.StatusError
		if errors.As(err, &se) && se.Status >= 500 {
			return nil, s.queue.Requeue(orderID, 600)
		}
		return nil, err
	}
	return l, nil
}
