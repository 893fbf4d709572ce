package jp.mizuiro.habit.ui.settings

/**
 * 0時からの経過分を "H:mm" 形式にする.
 * 例: 545 -> "9:05", 1260 -> "21:00"
 */
fun formatTime(minutesOfDay: Int): String {
    val h = minutesOfDay / 60
    val m = minutesOfDay % 60
    return "%d:%02d".format(h, m)
}

/**
 * "H:mm" を 0時からの経過分に戻す. 不正な文字列は null.
 */
fun parseTime(text: String): Int? {
    val parts = text.split(":")
    if (parts.size != 2) return null
    val h = parts[0].toIntOrNull() ?: return null
    val m = parts[1].toIntOrNull() ?: return null
    if (h !in 0..23 || m !in 0..59) return null
    return h * 60 + m
}

/**
 * 次の通知までの分数. 今日の時刻を過ぎていたら翌日扱い.
 */
fun minutesUntil(target: Int, now: Int): Int {
    val diff = target - now
    return if (diff > 0) diff else diff + 24 * 60
}
