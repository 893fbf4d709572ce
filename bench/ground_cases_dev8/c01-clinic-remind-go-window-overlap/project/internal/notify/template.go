package notify

import (
	"time"

	"github.com/zhoujie/clinic-remind/internal/config"
	"github.com/zhoujie/clinic-remind/internal/store"
)

// ReminderParams fills the SMS template: ${name}您好，您预约了${clinic}${doctor}医生 ${time} 的就诊……
func ReminderParams(a store.Appointment, clinic config.Clinic, loc *time.Location) map[string]string {
	return map[string]string{
		"name":   a.Patient,
		"clinic": clinic.Name,
		"doctor": a.Doctor,
		"time":   a.StartsAt.In(loc).Format("1月2日 15:04"),
		"phone":  clinic.Phone,
	}
}
