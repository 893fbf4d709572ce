package jp.hinoki.yoyaku.service

import jp.hinoki.yoyaku.repository.AppointmentRepository
import jp.hinoki.yoyaku.repository.DoctorScheduleRepository
import org.springframework.stereotype.Service
import org.springframework.transaction.annotation.Transactional
import java.time.LocalDate
import java.time.LocalDateTime

data class Slot(val doctorId: Long, val doctorName: String, val startsAt: LocalDateTime)

@Service
class SlotService(
    private val schedules: DoctorScheduleRepository,
    private val appointments: AppointmentRepository,
) {
    /** 指定日の予約可能な枠（埋まっている枠を除く）を時刻順に返す。 */
    @Transactional(readOnly = true)
    fun availableOn(date: LocalDate): List<Slot> {
        val daySchedules = schedules.findByWeekdayAndDoctorActiveTrue(date.dayOfWeek.value)
        val taken = appointments.findActiveBetween(date.atStartOfDay(), date.plusDays(1).atStartOfDay())
            .map { it.doctor.id!! to it.startsAt.toLocalTime() }
            .toSet()

        return daySchedules.flatMap { s ->
            val step = s.slotMinutes.toLong()
            generateSequence(s.startsAt) { it.plusMinutes(step) }
                .takeWhile { !it.plusMinutes(step).isAfter(s.endsAt) }
                .filter { (s.doctor.id!! to it) !in taken }
                .map { Slot(s.doctor.id!!, s.doctor.name, date.atTime(it)) }
                .toList()
        }.sortedBy { it.startsAt }
    }
}
