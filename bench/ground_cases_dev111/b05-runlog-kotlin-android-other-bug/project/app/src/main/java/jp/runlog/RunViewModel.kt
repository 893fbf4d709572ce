package jp.runlog

import android.util.Log
import androidx.lifecycle.ViewModel
import androidx.lifecycle.viewModelScope
import kotlinx.coroutines.flow.MutableStateFlow
import kotlinx.coroutines.flow.StateFlow
import kotlinx.coroutines.CancellationException
import kotlinx.coroutines.launch

private const val TAG = "RunViewModel"

data class RunUi(
    val distance: String = "",
    val duration: String = "",
    val pace: String = "",
    val loading: Boolean = true,
)

interface RunRepository {
    suspend fun splits(runId: Long): List<Split>
}

class RunViewModel(private val repo: RunRepository) : ViewModel() {
    private val _ui = MutableStateFlow(RunUi())
    val ui: StateFlow<RunUi> = _ui

    fun load(runId: Long) {
        viewModelScope.launch {
            try {
                val summary = RunStats.summarize(repo.splits(runId))
                _ui.value = RunUi(
                    distance = Formatters.distance(summary.distanceMeters),
                    duration = Formatters.duration(summary.durationMillis),
                    pace = Formatters.pace(summary.paceSecPerKm),
                    loading = false,
                )
            } catch (e: CancellationException) {
                throw e
            } catch (e: Exception) {
                Log.e(TAG, "failed to load run $runId", e)
                _ui.value = RunUi(loading = false)
            }
        }
    }
}
