package courier

import "time"

// Status は配達員の状態
type Status int

const (
	Offline Status = iota // 勤務外
	Idle                  // 待機中
	Delivering            // 配達中
	Returning             // 店舗へ戻り中
)

func (s Status) Label() string {
	switch s {
	case Idle:
		return "待機中"
	case Delivering:
		return "配達中"
	case Returning:
		return "戻り中"
	default:
		return "勤務外"
	}
}

// Courier は業務委託の配達員1人
type Courier struct {
	ID        string
	Name      string
	LineID    string
	Status    Status
	Lat, Lng  float64
	Bicycle   bool // 自転車（雨の日は遠くに出さない）
	UpdatedAt time.Time
}

func (c Courier) Available() bool {
	return c.Status == Idle || c.Status == Returning
}
