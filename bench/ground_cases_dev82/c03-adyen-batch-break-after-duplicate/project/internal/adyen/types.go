package adyen

// NotificationRequest is the body Adyen POSTs to a standard webhook.
// https://docs.adyen.com/development-resources/webhooks/webhook-types
type NotificationRequest struct {
	Live              string             `json:"live"`
	NotificationItems []NotificationItem `json:"notificationItems"`
}

type NotificationItem struct {
	Item Notification `json:"NotificationRequestItem"`
}

type Amount struct {
	Currency string `json:"currency"`
	Value    int64  `json:"value"` // minor units
}

type Notification struct {
	AdditionalData      map[string]string `json:"additionalData"`
	Amount              Amount            `json:"amount"`
	EventCode           string            `json:"eventCode"`
	EventDate           string            `json:"eventDate"`
	MerchantAccountCode string            `json:"merchantAccountCode"`
	MerchantReference   string            `json:"merchantReference"`
	OriginalReference   string            `json:"originalReference"`
	PSPReference        string            `json:"pspReference"`
	Success             string            `json:"success"`
}

const (
	EventAuthorisation = "AUTHORISATION"
	EventCapture       = "CAPTURE"
	EventRefund        = "REFUND"
	EventRefundFailed  = "REFUND_FAILED"
	EventChargeback    = "CHARGEBACK"
)
