package jp.hinoki.yoyaku.domain

import jakarta.persistence.Entity
import jakarta.persistence.EnumType
import jakarta.persistence.Enumerated
import jakarta.persistence.FetchType
import jakarta.persistence.GeneratedValue
import jakarta.persistence.GenerationType
import jakarta.persistence.Id
import jakarta.persistence.JoinColumn
import jakarta.persistence.ManyToOne
import jakarta.persistence.Table
import java.time.LocalDateTime

enum class AppointmentStatus { BOOKED, VISITED, CANCELLED }

@Entity
@Table(name = "appointments")
class Appointment(
    @Id @GeneratedValue(strategy = GenerationType.IDENTITY)
    var id: Long? = null,
    @ManyToOne(fetch = FetchType.LAZY) @JoinColumn(name = "doctor_id")
    var doctor: Doctor,
    var patientName: String,
    var patientPhone: String,
    var startsAt: LocalDateTime,
    @Enumerated(EnumType.STRING)
    var status: AppointmentStatus = AppointmentStatus.BOOKED,
)
