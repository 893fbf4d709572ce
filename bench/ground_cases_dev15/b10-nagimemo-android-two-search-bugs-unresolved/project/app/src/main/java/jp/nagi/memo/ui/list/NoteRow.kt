package jp.nagi.memo.ui.list

import androidx.compose.foundation.clickable
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.padding
import androidx.compose.material.icons.Icons
import androidx.compose.material.icons.filled.PushPin
import androidx.compose.material.icons.outlined.PushPin
import androidx.compose.material3.Icon
import androidx.compose.material3.IconButton
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.unit.dp
import java.time.Instant
import java.time.LocalDate
import java.time.ZoneId
import java.time.format.DateTimeFormatter
import jp.nagi.memo.data.Note

private val thisYearFormat = DateTimeFormatter.ofPattern("M/d H:mm")
private val otherYearFormat = DateTimeFormatter.ofPattern("yyyy/M/d H:mm")

internal fun formatUpdatedAt(epochMillis: Long, zone: ZoneId = ZoneId.systemDefault()): String {
    val dateTime = Instant.ofEpochMilli(epochMillis).atZone(zone)
    val format = if (dateTime.year == LocalDate.now(zone).year) thisYearFormat else otherYearFormat
    return dateTime.format(format)
}

@Composable
fun NoteRow(note: Note, onClick: () -> Unit, onTogglePin: () -> Unit) {
    Row(
        Modifier
            .fillMaxWidth()
            .clickable(onClick = onClick)
            .padding(horizontal = 16.dp, vertical = 12.dp),
    ) {
        Column(Modifier.weight(1f)) {
            Text(note.title.ifBlank { "無題" }, style = MaterialTheme.typography.titleMedium)
            Text(note.preview, style = MaterialTheme.typography.bodyMedium, maxLines = 1)
            Text(
                formatUpdatedAt(note.updatedAt),
                style = MaterialTheme.typography.labelSmall,
            )
        }
        IconButton(onClick = onTogglePin) {
            Icon(
                if (note.pinned) Icons.Filled.PushPin else Icons.Outlined.PushPin,
                contentDescription = if (note.pinned) "ピン留めを外す" else "ピン留め",
            )
        }
    }
}
