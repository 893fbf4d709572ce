package jp.hinoki.yoyaku.repository

import jp.hinoki.yoyaku.domain.DoctorSchedule
import org.springframework.data.jpa.repository.EntityGraph
import org.springframework.data.jpa.repository.JpaRepository

interface DoctorScheduleRepository : JpaRepository<DoctorSchedule, Long> {
    @EntityGraph(attributePaths = ["doctor"])
    fun findByWeekdayAndDoctorActiveTrue(weekday: Int): List<DoctorSchedule>

    @EntityGraph(attributePaths = ["doctor"])
    fun findAllByOrderByDoctorIdAscWeekdayAsc(): List<DoctorSchedule>
}
