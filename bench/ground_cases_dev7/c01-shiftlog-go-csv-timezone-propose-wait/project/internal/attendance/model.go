package attendance

import "time"

type Kind int

const (
	ClockIn Kind = iota + 1
	ClockOut
)

func (k Kind) Label() string {
	switch k {
	case ClockIn:
		return "上班"
	case ClockOut:
		return "下班"
	default:
		return "未知"
	}
}

// Punch is one clock-in/clock-out record. At is stored as timestamptz and
// scanned back in UTC.
type Punch struct {
	ID           int64
	EmployeeID   int
	EmployeeName string
	Kind         Kind
	At           time.Time
	DeviceID     string
}
