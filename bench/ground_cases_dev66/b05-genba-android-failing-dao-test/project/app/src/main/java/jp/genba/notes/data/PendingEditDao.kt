package jp.genba.notes.data

import androidx.room.Dao
import androidx.room.Delete
import androidx.room.Insert
import androidx.room.OnConflictStrategy
import androidx.room.Query

@Dao
interface PendingEditDao {

    /** 同じメモの未送信編集が送信待ちなら、それを上書きしない。 */
    @Insert(onConflict = OnConflictStrategy.IGNORE)
    suspend fun enqueue(edit: PendingEdit)

    @Query("SELECT * FROM pending_edits ORDER BY editedAt ASC LIMIT :limit")
    suspend fun oldest(limit: Int): List<PendingEdit>

    @Query("SELECT * FROM pending_edits WHERE noteId = :noteId")
    suspend fun forNote(noteId: String): PendingEdit?

    @Query("UPDATE pending_edits SET attempts = attempts + 1 WHERE id = :id")
    suspend fun markAttempt(id: Long)

    @Delete
    suspend fun remove(edit: PendingEdit)

    @Query("SELECT COUNT(*) FROM pending_edits")
    suspend fun count(): Int

    /** 一覧の「未同期」アイコン用。 */
    @Query("SELECT noteId FROM pending_edits")
    fun observePendingNoteIds(): kotlinx.coroutines.flow.Flow<List<String>>
}
