package jp.pomoko.timer

enum class Phase { FOCUS, SHORT_BREAK, LONG_BREAK }

data class TimerState(
    val phase: Phase = Phase.FOCUS,
    val remainingSeconds: Int = 25 * 60,
    val running: Boolean = false,
    val completedFocusSessions: Int = 0,
) {
    val label: String
        get() = "%02d:%02d".format(remainingSeconds / 60, remainingSeconds % 60)
}
