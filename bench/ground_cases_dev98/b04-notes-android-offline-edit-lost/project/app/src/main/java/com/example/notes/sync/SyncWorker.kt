package com.example.notes.sync

import android.content.Context
import android.util.Log
import androidx.work.BackoffPolicy
import androidx.work.Constraints
import androidx.work.CoroutineWorker
import androidx.work.ExistingWorkPolicy
import androidx.work.NetworkType
import androidx.work.OneTimeWorkRequestBuilder
import androidx.work.WorkManager
import androidx.work.WorkerParameters
import com.example.notes.data.NoteDao
import com.example.notes.data.NoteRepository
import com.example.notes.data.toDto
import com.example.notes.data.toEntity
import java.io.IOException
import java.util.concurrent.TimeUnit

class SyncWorker(
    appContext: Context,
    params: WorkerParameters,
    private val api: NotesApi,
    private val dao: NoteDao,
    private val repo: NoteRepository,
    private val prefs: SyncPrefs,
) : CoroutineWorker(appContext, params) {

    override suspend fun doWork(): Result = try {
        pull()
        push()
        dao.purgeDeleted()
        Result.success()
    } catch (e: IOException) {
        Log.w(TAG, "sync failed, will retry", e)
        Result.retry()
    }

    private suspend fun pull() {
        val changes = api.changes(prefs.lastVersion)
        for (remote in changes.notes) {
            val local = dao.byId(remote.id)
            val resolution = ConflictResolver.resolve(local, remote)
            if (local?.dirty == true) Log.i(TAG, ConflictResolver.describe(local, remote, resolution))
            if (resolution is Resolution.TakeRemote) dao.upsert(resolution.note.toEntity())
        }
        prefs.lastVersion = changes.latestVersion
    }

    private suspend fun push() {
        val pending = repo.pendingChanges()
        if (pending.isEmpty()) return
        val result = api.push(pending.map { it.toDto() })
        repo.markSynced(result.accepted)
        for (rejected in result.rejected) dao.upsert(rejected.toEntity())
    }

    companion object {
        const val TAG = "SyncWorker"

        fun enqueue(context: Context) {
            val request = OneTimeWorkRequestBuilder<SyncWorker>()
                .setConstraints(Constraints.Builder().setRequiredNetworkType(NetworkType.CONNECTED).build())
                .setBackoffCriteria(BackoffPolicy.EXPONENTIAL, 30, TimeUnit.SECONDS)
                .build()
            WorkManager.getInstance(context).enqueueUniqueWork("notes-sync", ExistingWorkPolicy.KEEP, request)
        }
    }
}
