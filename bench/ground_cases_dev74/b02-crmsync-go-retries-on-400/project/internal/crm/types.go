package crm

import "time"

// Contact is one contact as returned by GET /v3/contacts.
type Contact struct {
	ID        string    `json:"id"`
	Email     string    `json:"email"`
	FirstName string    `json:"first_name"`
	LastName  string    `json:"last_name"`
	Company   string    `json:"company"`
	Phone     string    `json:"phone"`
	OwnerID   string    `json:"owner_id"`
	UpdatedAt time.Time `json:"updated_at"`
}

// Page is one page of a cursor-paginated list.
type Page struct {
	Results []Contact `json:"results"`
	Paging  struct {
		Next string `json:"next"`
	} `json:"paging"`
}

// APIError is a non-2xx answer from the CRM.
type APIError struct {
	Status int
	Body   string
}

func (e *APIError) Error() string {
	return "crm: " + itoa(e.Status) + ": " + e.Body
}

func itoa(n int) string {
	if n == 0 {
		return "0"
	}
	var b [12]byte
	i := len(b)
	for n > 0 {
		i--
		b[i] = byte('0' + n%10)
		n /= 10
	}
	return string(b[i:])
}
