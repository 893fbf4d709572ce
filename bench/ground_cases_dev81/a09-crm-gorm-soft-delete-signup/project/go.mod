module github.com/tallyworks/crm

go 1.22

require (
	gorm.io/driver/postgres v1.5.9
	gorm.io/gorm v1.25.12
)
