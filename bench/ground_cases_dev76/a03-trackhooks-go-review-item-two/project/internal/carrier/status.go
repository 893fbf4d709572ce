package carrier

import "strings"

// Status is our own shipment status, independent of the carrier's vocabulary.
type Status string

const (
	Unknown        Status = ""
	LabelCreated   Status = "label_created"
	InTransit      Status = "in_transit"
	OutForDelivery Status = "out_for_delivery"
	Delivered      Status = "delivered"
	Failed         Status = "delivery_failed"
	Returned       Status = "returned"
)

// mapStatus translates the carrier's event code into our status.
func mapStatus(code string) Status {
	switch strings.ToUpper(strings.TrimSpace(code)) {
	case "MANIFESTED", "LABEL_PRINTED":
		return LabelCreated
	case "PICKED_UP", "IN_TRANSIT", "ARRIVED_AT_HUB", "DEPARTED_HUB":
		return InTransit
	case "OUT_FOR_DELIVERY":
		return OutForDelivery
	case "DELIVERED", "DELIVERY_ATTEMPTED":
		return Delivered
	case "EXCEPTION", "ADDRESS_ISSUE":
		return Failed
	case "RETURNED_TO_SENDER":
		return Returned
	}
	return Unknown
}

// terminal reports whether no later event may change the status.
func terminal(s Status) bool {
	return s == Delivered || s == Returned
}
