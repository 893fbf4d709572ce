package order

type Status string

const (
	StatusPending   Status = "pending"
	StatusPaid      Status = "paid"
	StatusPicking   Status = "picking"
	StatusShipped   Status = "shipped"
	StatusDelivered Status = "delivered"
	StatusCancelled Status = "cancelled"
)

var transitions = map[Status][]Status{
	StatusPending:   {StatusPaid, StatusCancelled},
	StatusPaid:      {StatusPicking, StatusCancelled},
	StatusPicking:   {StatusShipped, StatusCancelled},
	StatusShipped:   {StatusDelivered},
	StatusDelivered: {},
	StatusCancelled: {},
}

// CanTransition reports whether an order may move from one status to another.
func CanTransition(from, to Status) bool {
	for _, s := range transitions[from] {
		if s == to {
			return true
		}
	}
	return false
}

// IsFinal reports whether no further transition is possible.
func IsFinal(s Status) bool {
	return len(transitions[s]) == 0
}
