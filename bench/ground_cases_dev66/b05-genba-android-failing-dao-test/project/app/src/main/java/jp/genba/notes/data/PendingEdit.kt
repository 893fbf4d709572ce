package jp.genba.notes.data

import androidx.room.Entity
import androidx.room.Index
import androidx.room.PrimaryKey

/** サーバーにまだ送っていない編集。1メモにつき最新の1件だけを持つ（noteId は unique）。 */
@Entity(tableName = "pending_edits", indices = [Index(value = ["noteId"], unique = true)])
data class PendingEdit(
    @PrimaryKey(autoGenerate = true) val id: Long = 0,
    val noteId: String,
    val body: String,
    val editedAt: Long,
    val attempts: Int = 0,
) {
    /** これを超えたら自動リトライをやめ、一覧で「送信できません」と表示する。 */
    val gaveUp: Boolean get() = attempts >= MAX_ATTEMPTS

    /** 次のリトライまでの目安（指数バックオフ、最大30分）。 */
    fun nextDelayMillis(): Long {
        val seconds = 30L shl attempts.coerceAtMost(6)
        return minOf(seconds, 30L * 60) * 1000
    }

    companion object {
        const val MAX_ATTEMPTS = 8

        fun of(note: Note): PendingEdit =
            PendingEdit(noteId = note.id, body = note.body, editedAt = note.updatedAt)
    }
}
