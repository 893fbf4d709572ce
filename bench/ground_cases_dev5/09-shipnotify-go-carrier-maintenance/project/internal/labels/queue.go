package labels

// Queue is a thin wrapper over the Redis list the checkout service pushes paid orders to.
type Queue struct{ url string }

func NewQueue(url string) *Queue { return &Queue{url: url} }

func (q *Queue) Requeue(orderID string, afterSeconds int) error {
	// LPUSH to shipnotify:delayed with a score; elided in this repo snapshot.
	return nil
}
