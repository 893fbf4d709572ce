package models

import (
	"time"

	"gorm.io/gorm"
)

type Customer struct {
	ID        uint   `gorm:"primaryKey"`
	Email     string `gorm:"size:254;not null"`
	Name      string `gorm:"size:120;not null"`
	Plan      string `gorm:"size:20;not null;default:free"`
	LastSeen  *time.Time
	CreatedAt time.Time
	UpdatedAt time.Time
	DeletedAt gorm.DeletedAt `gorm:"index"`
}

type Invoice struct {
	ID          uint `gorm:"primaryKey"`
	CustomerID  uint `gorm:"not null;index"`
	AmountCents int64
	PaidAt      *time.Time
	CreatedAt   time.Time
}
