package com.readhub.app.ui.stats

import androidx.compose.foundation.Canvas
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.height
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.geometry.CornerRadius
import androidx.compose.ui.geometry.Offset
import androidx.compose.ui.geometry.Size
import androidx.compose.ui.unit.dp


/** Minutes read per day for the last 7 days. */
@Composable
fun ReadingChart(minutes: List<Int>, modifier: Modifier = Modifier) {
    val max = (minutes.maxOrNull() ?: 0).coerceAtLeast(1)
    val barColor = MaterialTheme.colorScheme.primary
    val gridColor = MaterialTheme.colorScheme.outlineVariant
    Column(modifier) {
        Text("最近 7 天阅读（分钟）", style = MaterialTheme.typography.titleSmall)
        Canvas(Modifier.fillMaxWidth().height(160.dp)) {
            val slot = size.width / minutes.size
            for (i in 1..3) {
                val y = size.height * i / 4
                drawLine(gridColor, Offset(0f, y), Offset(size.width, y))
            }
            minutes.forEachIndexed { i, m ->
                val h = size.height * m / max
                drawRoundRect(
                    color = barColor,
                    topLeft = Offset(i * slot + slot * 0.2f, size.height - h),
                    size = Size(slot * 0.6f, h),
                    cornerRadius = CornerRadius(6f, 6f),
                )
            }
        }
    }
}
