package jp.runlog

import java.util.Locale

object Formatters {
    fun distance(meters: Double): String {
        val km = meters / 1000.0
        return String.format(Locale.JAPAN, "%.2f km", km)
    }

    fun pace(secPerKm: Int): String {
        if (secPerKm <= 0) return "--'--\""
        val m = secPerKm / 60
        val s = secPerKm % 60
        return String.format(Locale.JAPAN, "%d'%02d\"/km", m, s)
    }

    fun duration(millis: Long): String {
        val total = millis / 1000
        val h = total / 3600
        val m = (total % 3600) / 60
        val s = total % 60
        return if (h > 0) {
            String.format(Locale.JAPAN, "%d:%02d:%02d", h, m, s)
        } else {
            String.format(Locale.JAPAN, "%d:%02d", m, s)
        }
    }

    fun calories(kcal: Int): String = "$kcal kcal"
}
