package jp.hinoki.yoyaku.repository

import jp.hinoki.yoyaku.domain.Appointment
import org.springframework.data.jpa.repository.JpaRepository
import org.springframework.data.jpa.repository.Query
import java.time.LocalDateTime

interface AppointmentRepository : JpaRepository<Appointment, Long> {
    @Query(
        """
        select a from Appointment a join fetch a.doctor
        where a.startsAt >= :from and a.startsAt < :to and a.status <> jp.hinoki.yoyaku.domain.AppointmentStatus.CANCELLED
        """,
    )
    fun findActiveBetween(from: LocalDateTime, to: LocalDateTime): List<Appointment>
}
