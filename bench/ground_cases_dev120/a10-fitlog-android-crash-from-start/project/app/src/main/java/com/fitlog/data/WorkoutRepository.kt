package com.fitlog.data

import android.content.Context
import android.os.Handler
import android.os.Looper
import java.util.concurrent.Executors

data class Workout(val id: String, val title: String, val durationSeconds: Int)

class WorkoutRepository private constructor(private val api: WorkoutApi) {

    private val cache = mutableMapOf<String, List<Workout>>()
    private val io = Executors.newSingleThreadExecutor()
    private val main = Handler(Looper.getMainLooper())

    /** Calls [onResult] on the main thread: right away when cached, later otherwise. */
    fun loadWorkouts(userId: String, onResult: (List<Workout>) -> Unit) {
        cache[userId]?.let {
            onResult(it)
            return
        }
        io.execute {
            val workouts = api.fetchWorkouts(userId)
            main.post {
                cache[userId] = workouts
                onResult(workouts)
            }
        }
    }

    fun invalidate(userId: String) {
        cache.remove(userId)
    }

    companion object {
        @Volatile private var instance: WorkoutRepository? = null

        fun get(context: Context): WorkoutRepository =
            instance ?: synchronized(this) {
                instance ?: WorkoutRepository(WorkoutApi.create(context)).also { instance = it }
            }
    }
}
