package jp.runlog

import kotlin.math.roundToInt

data class Split(val meters: Double, val millis: Long)

data class RunSummary(
    val distanceMeters: Double,
    val durationMillis: Long,
    val paceSecPerKm: Int,
    val splits: List<Split>,
)

object RunStats {
    fun summarize(splits: List<Split>): RunSummary {
        val meters = splits.sumOf { it.meters }
        val millis = splits.sumOf { it.millis }
        return RunSummary(meters, millis, paceSecPerKm(meters, millis), splits)
    }

    /** 1kmあたりの秒数。距離0なら0。 */
    fun paceSecPerKm(meters: Double, millis: Long): Int {
        if (meters <= 0.0) return 0
        val minutes = millis / 60_000.0
        return (minutes / (meters / 1000.0)).roundToInt()
    }

    fun fastestSplit(splits: List<Split>): Split? =
        splits.filter { it.meters > 0 }.minByOrNull { it.millis / it.meters }

    fun totalCalories(meters: Double, weightKg: Double): Int =
        (weightKg * meters / 1000.0 * 1.036).roundToInt()
}
