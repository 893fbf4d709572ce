package jp.hinoki.yoyaku.repository

import jp.hinoki.yoyaku.domain.Doctor
import org.springframework.data.jpa.repository.JpaRepository

interface DoctorRepository : JpaRepository<Doctor, Long> {
    fun findByActiveTrueOrderByName(): List<Doctor>
}
