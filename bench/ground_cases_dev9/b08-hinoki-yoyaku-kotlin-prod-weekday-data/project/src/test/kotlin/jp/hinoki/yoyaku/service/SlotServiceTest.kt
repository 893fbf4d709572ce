package jp.hinoki.yoyaku.service

import jp.hinoki.yoyaku.domain.Doctor
import jp.hinoki.yoyaku.domain.DoctorSchedule
import jp.hinoki.yoyaku.repository.AppointmentRepository
import jp.hinoki.yoyaku.repository.DoctorScheduleRepository
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Test
import org.mockito.kotlin.any
import org.mockito.kotlin.doReturn
import org.mockito.kotlin.mock
import java.time.LocalDate
import java.time.LocalTime

class SlotServiceTest {
    private val kinoshita = Doctor(id = 7, name = "木下", department = "小児科")

    private fun service(vararg rows: DoctorSchedule): SlotService {
        val schedules = mock<DoctorScheduleRepository> {
            on { findByWeekdayAndDoctorActiveTrue(any()) } doReturn rows.toList()
        }
        val appointments = mock<AppointmentRepository> {
            on { findActiveBetween(any(), any()) } doReturn emptyList()
        }
        return SlotService(schedules, appointments)
    }

    @Test
    fun `sunday morning gives twelve 15-minute slots`() {
        val sunday = DoctorSchedule(doctor = kinoshita, weekday = 7, startsAt = LocalTime.of(9, 0), endsAt = LocalTime.of(12, 0))
        val slots = service(sunday).availableOn(LocalDate.of(2025, 11, 9))
        assertEquals(12, slots.size)
        assertEquals(LocalTime.of(11, 45), slots.last().startsAt.toLocalTime())
    }
}
