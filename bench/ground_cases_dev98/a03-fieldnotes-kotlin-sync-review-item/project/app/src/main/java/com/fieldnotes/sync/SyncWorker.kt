package com.fieldnotes.sync

import android.content.Context
import android.util.Log
import androidx.work.BackoffPolicy
import androidx.work.Constraints
import androidx.work.CoroutineWorker
import androidx.work.ExistingPeriodicWorkPolicy
import androidx.work.ExistingWorkPolicy
import androidx.work.NetworkType
import androidx.work.OneTimeWorkRequestBuilder
import androidx.work.PeriodicWorkRequestBuilder
import androidx.work.WorkManager
import androidx.work.WorkerParameters
import com.fieldnotes.FieldNotesApp
import com.fieldnotes.data.NoteEntity
import com.fieldnotes.net.NoteDto
import com.fieldnotes.net.toDto
import com.fieldnotes.net.toEntity
import java.io.IOException
import java.util.concurrent.TimeUnit
import retrofit2.HttpException

/** Pushes dirty notes, then pulls what changed on the server since the last pull. */
class SyncWorker(context: Context, params: WorkerParameters) : CoroutineWorker(context, params) {

    private val graph = (context.applicationContext as FieldNotesApp).graph
    private val dao = graph.noteDao
    private val api = graph.notesApi
    private val prefs = graph.syncPrefs
    private val resolver = ConflictResolver { local, remote ->
        Log.i(TAG, "conflict on ${local.id}: local ${local.updatedAt} vs remote ${remote.updatedAt}")
    }

    override suspend fun doWork(): Result = try {
        val pushed = push()
        pull()
        if (pushed) {
            prefs.setLastSuccessMs(System.currentTimeMillis())
            Result.success()
        } else {
            Result.retry()
        }
    } catch (e: IOException) {
        Log.w(TAG, "sync failed, will retry", e)
        Result.retry()
    }

    /** Returns false when the server rejected at least one note; those stay dirty. */
    private suspend fun push(): Boolean {
        var allAccepted = true
        for (note in dao.dirty()) {
            val accepted: NoteDto? = try {
                pushOne(note)
            } catch (e: HttpException) {
                Log.w(TAG, "push of ${note.id} failed with ${e.code()}, keeping it dirty")
                allAccepted = false
                continue
            }
            if (note.deleted) dao.purge(note.id)
            else dao.markClean(note.id, accepted?.version ?: note.serverVersion, note.updatedAt)
        }
        return allAccepted
    }

    private suspend fun pushOne(note: NoteEntity): NoteDto? {
        if (note.deleted) {
            val response = api.delete(note.id, note.serverVersion)
            if (!response.isSuccessful) throw HttpException(response)
            return null
        }
        val response = api.push(note.id, note.toDto())
        if (!response.isSuccessful) throw HttpException(response)
        return response.body()
    }

    private suspend fun pull() {
        val changes = api.changes(prefs.lastPullMs())
        val remotes = changes.notes.map { it.toEntity() }
        val locals = dao.getAll(remotes.map { it.id }).associateBy { it.id }
        for (note in resolver.resolveAll(locals, remotes)) {
            if (note.deleted) dao.purge(note.id) else dao.upsert(note)
        }
        prefs.setLastPullMs(System.currentTimeMillis())
    }

    companion object {
        private const val TAG = "SyncWorker"
        private const val UNIQUE_NAME = "fieldnotes-sync"

        private val networkConstraint = Constraints.Builder()
            .setRequiredNetworkType(NetworkType.CONNECTED)
            .build()

        fun schedule(context: Context) {
            val request = PeriodicWorkRequestBuilder<SyncWorker>(15, TimeUnit.MINUTES)
                .setConstraints(networkConstraint)
                .setBackoffCriteria(BackoffPolicy.EXPONENTIAL, 30, TimeUnit.SECONDS)
                .build()
            WorkManager.getInstance(context)
                .enqueueUniquePeriodicWork(UNIQUE_NAME, ExistingPeriodicWorkPolicy.UPDATE, request)
        }

        fun syncNow(context: Context) {
            val request = OneTimeWorkRequestBuilder<SyncWorker>()
                .setConstraints(networkConstraint)
                .build()
            WorkManager.getInstance(context)
                .enqueueUniqueWork("$UNIQUE_NAME-now", ExistingWorkPolicy.KEEP, request)
        }
    }
}
