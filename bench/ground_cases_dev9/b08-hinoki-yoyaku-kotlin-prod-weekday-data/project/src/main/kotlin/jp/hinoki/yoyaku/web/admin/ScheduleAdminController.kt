package jp.hinoki.yoyaku.web.admin

import jakarta.validation.Valid
import jakarta.validation.constraints.Max
import jakarta.validation.constraints.Min
import jp.hinoki.yoyaku.domain.DoctorSchedule
import jp.hinoki.yoyaku.repository.DoctorRepository
import jp.hinoki.yoyaku.repository.DoctorScheduleRepository
import jp.hinoki.yoyaku.security.CurrentStaff
import org.springframework.stereotype.Controller
import org.springframework.ui.Model
import org.springframework.validation.BindingResult
import org.springframework.web.bind.annotation.GetMapping
import org.springframework.web.bind.annotation.ModelAttribute
import org.springframework.web.bind.annotation.PostMapping
import org.springframework.web.bind.annotation.RequestMapping
import java.time.LocalTime

data class ScheduleForm(
    val doctorId: Long = 0,
    @field:Min(1) @field:Max(7)
    val weekday: Int = 1,
    val startsAt: LocalTime = LocalTime.of(9, 0),
    val endsAt: LocalTime = LocalTime.of(12, 0),
    val slotMinutes: Int = 15,
)

@Controller
@RequestMapping("/admin/schedules")
class ScheduleAdminController(
    private val schedules: DoctorScheduleRepository,
    private val doctors: DoctorRepository,
    private val currentStaff: CurrentStaff,
) {
    @GetMapping
    fun index(model: Model): String {
        model.addAttribute("schedules", schedules.findAllByOrderByDoctorIdAscWeekdayAsc())
        return "admin/schedules/index"
    }

    @PostMapping
    fun create(@Valid @ModelAttribute form: ScheduleForm, result: BindingResult, model: Model): String {
        if (result.hasErrors()) {
            model.addAttribute("doctors", doctors.findByActiveTrueOrderByName())
            return "admin/schedules/new"
        }
        schedules.save(
            DoctorSchedule(
                doctor = doctors.getReferenceById(form.doctorId),
                weekday = form.weekday,
                startsAt = form.startsAt,
                endsAt = form.endsAt,
                slotMinutes = form.slotMinutes,
                createdBy = currentStaff.id(),
            ),
        )
        return "redirect:/admin/schedules"
    }
}
