package jp.hinoki.yoyaku.domain

import jakarta.persistence.Entity
import jakarta.persistence.FetchType
import jakarta.persistence.GeneratedValue
import jakarta.persistence.GenerationType
import jakarta.persistence.Id
import jakarta.persistence.JoinColumn
import jakarta.persistence.ManyToOne
import jakarta.persistence.Table
import java.time.LocalTime

/** 医師の週間スケジュール。weekday は java.time.DayOfWeek#getValue と同じ 1=月曜 〜 7=日曜。 */
@Entity
@Table(name = "doctor_schedules")
class DoctorSchedule(
    @Id @GeneratedValue(strategy = GenerationType.IDENTITY)
    var id: Long? = null,
    @ManyToOne(fetch = FetchType.LAZY) @JoinColumn(name = "doctor_id")
    var doctor: Doctor,
    var weekday: Int,
    var startsAt: LocalTime,
    var endsAt: LocalTime,
    var slotMinutes: Int = 15,
    var createdBy: Long? = null,
) {
    fun weekdayLabel(): String = WEEKDAY_LABELS[weekday % 7]

    companion object {
        /** 添字は weekday % 7（0 と 7 がどちらも日曜になる） */
        val WEEKDAY_LABELS = listOf("日", "月", "火", "水", "木", "金", "土")
    }
}
