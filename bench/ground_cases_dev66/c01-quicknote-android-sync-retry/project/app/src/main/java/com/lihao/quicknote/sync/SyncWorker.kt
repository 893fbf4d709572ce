package com.lihao.quicknote.sync

import android.content.Context
import android.util.Log
import androidx.work.CoroutineWorker
import androidx.work.WorkerParameters
import com.lihao.quicknote.data.AppDatabase
import com.lihao.quicknote.data.PendingOp
import retrofit2.HttpException
import java.io.IOException

class SyncWorker(
    context: Context,
    params: WorkerParameters,
) : CoroutineWorker(context, params) {

    private val db = AppDatabase.get(context)
    private val api = NoteApi.create()

    override suspend fun doWork(): Result {
        val ops = db.pendingOpDao().oldestFirst(limit = BATCH)
        if (ops.isEmpty()) return Result.success()
        for (op in ops) {
            try {
                push(op)
                db.pendingOpDao().delete(op)
            } catch (e: HttpException) {
                if (e.code() in 400..499) {
                    Log.w(TAG, "server rejected op ${op.id}: ${e.code()}")
                    db.pendingOpDao().markRejected(op.id)
                    return Result.failure()
                }
                return Result.retry()
            } catch (e: IOException) {
                Log.w(TAG, "network error, giving up", e)
                return Result.failure()
            }
        }
        return if (ops.size == BATCH) Result.retry() else Result.success()
    }

    private suspend fun push(op: PendingOp) {
        when (op.kind) {
            PendingOp.KIND_UPSERT -> api.upsert(op.noteId, op.payload)
            PendingOp.KIND_DELETE -> api.delete(op.noteId)
            else -> Log.e(TAG, "unknown op kind ${op.kind}")
        }
    }

    companion object {
        private const val TAG = "SyncWorker"
        private const val BATCH = 20
    }
}
