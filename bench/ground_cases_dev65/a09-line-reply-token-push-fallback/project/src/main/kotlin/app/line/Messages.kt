package app.line

import app.booking.BookingRequest
import app.booking.BookingResult
import java.time.LocalDate
import java.time.LocalTime
import java.time.format.DateTimeFormatter

object Messages {
    const val HELP = "Send e.g. \"book 12/24 19:00 4\" (date, time, people) to reserve a table."

    private val request = Regex("""book\s+(\d{1,2})/(\d{1,2})\s+(\d{1,2}):(\d{2})\s+(\d{1,2})""", RegexOption.IGNORE_CASE)
    private val day = DateTimeFormatter.ofPattern("M/d (E)")

    fun parseRequest(text: String): BookingRequest? {
        val m = request.find(text.trim()) ?: return null
        val (month, dayOfMonth, hour, minute, people) = m.destructured
        val today = LocalDate.now()
        var date = LocalDate.of(today.year, month.toInt(), dayOfMonth.toInt())
        if (date.isBefore(today)) date = date.plusYears(1)
        return BookingRequest(date, LocalTime.of(hour.toInt(), minute.toInt()), people.toInt())
    }

    fun confirmation(result: BookingResult): String = when (result) {
        is BookingResult.Confirmed ->
            "Booked: ${result.date.format(day)} ${result.time} for ${result.people}. Reservation no. ${result.reference}."
        is BookingResult.Waitlisted ->
            "That slot is full; you're on the waitlist for ${result.date.format(day)} ${result.time} (${result.people} people)."
        BookingResult.Closed -> "Sorry, we're closed that day."
    }
}
