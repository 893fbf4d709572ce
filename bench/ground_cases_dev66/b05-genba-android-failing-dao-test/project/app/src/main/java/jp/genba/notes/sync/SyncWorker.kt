package jp.genba.notes.sync

import android.content.Context
import androidx.work.CoroutineWorker
import androidx.work.WorkerParameters
import jp.genba.notes.data.AppDatabase
import java.io.IOException

/** 未送信の編集を古い順に送る。 */
class SyncWorker(context: Context, params: WorkerParameters) : CoroutineWorker(context, params) {

    private val dao = AppDatabase.get(context).pendingEdits()
    private val api: NotesApi = ApiFactory.notes()

    override suspend fun doWork(): Result {
        val batch = dao.oldest(BATCH)
        for (edit in batch) {
            try {
                val res = api.put(edit.noteId, NoteBody(edit.body, edit.editedAt))
                if (!res.isSuccessful && res.code() != 409) {
                    dao.markAttempt(edit.id)
                    return Result.retry()
                }
            } catch (e: IOException) {
                dao.markAttempt(edit.id)
                return Result.retry()
            }
            dao.remove(edit)
        }
        return if (dao.count() > 0) Result.retry() else Result.success()
    }

    companion object {
        const val BATCH = 20
    }
}
