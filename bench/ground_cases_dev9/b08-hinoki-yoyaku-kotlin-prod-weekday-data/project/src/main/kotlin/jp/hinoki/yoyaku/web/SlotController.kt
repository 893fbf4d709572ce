package jp.hinoki.yoyaku.web

import jp.hinoki.yoyaku.service.SlotService
import org.springframework.format.annotation.DateTimeFormat
import org.springframework.stereotype.Controller
import org.springframework.ui.Model
import org.springframework.web.bind.annotation.GetMapping
import org.springframework.web.bind.annotation.PathVariable
import java.time.LocalDate

@Controller
class SlotController(private val slots: SlotService) {

    @GetMapping("/")
    fun index(): String = "redirect:/slots/${LocalDate.now()}"

    @GetMapping("/slots/{date}")
    fun show(@PathVariable @DateTimeFormat(iso = DateTimeFormat.ISO.DATE) date: LocalDate, model: Model): String {
        model.addAttribute("date", date)
        model.addAttribute("slots", slots.availableOn(date))
        return "slots/show"
    }
}
