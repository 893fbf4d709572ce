package jp.pomoko.timer

import androidx.lifecycle.ViewModel
import androidx.lifecycle.viewModelScope
import jp.pomoko.settings.SettingsRepository
import kotlinx.coroutines.Job
import kotlinx.coroutines.delay
import kotlinx.coroutines.flow.MutableStateFlow
import kotlinx.coroutines.flow.StateFlow
import kotlinx.coroutines.flow.asStateFlow
import kotlinx.coroutines.flow.update
import kotlinx.coroutines.launch

/** Pomodoro timer: 25 min focus, 5 min break, a long break after every 4th focus session. */
class TimerViewModel(
    private val settings: SettingsRepository,
) : ViewModel() {

    private val _state = MutableStateFlow(TimerState(remainingSeconds = settings.focusMinutes * 60))
    val state: StateFlow<TimerState> = _state.asStateFlow()

    private var tickJob: Job? = null

    /** Called when a phase runs out; the fragment shows the notification. */
    var onPhaseFinished: ((Phase) -> Unit)? = null

    /** Called every second while running, and once with running = false when it stops. */
    var onTick: ((TimerState) -> Unit)? = null

    fun start() {
        if (_state.value.remainingSeconds == 0) {
            moveToNextPhase()
        }
        _state.update { it.copy(running = true) }
        tickJob = viewModelScope.launch {
            while (_state.value.remainingSeconds > 0) {
                delay(1_000)
                _state.update { it.copy(remainingSeconds = it.remainingSeconds - 1) }
                onTick?.invoke(_state.value)
            }
            _state.update { it.copy(running = false) }
            onTick?.invoke(_state.value)
            onPhaseFinished?.invoke(_state.value.phase)
        }
    }

    fun pause() {
        tickJob?.cancel()
        tickJob = null
        _state.update { it.copy(running = false) }
        onTick?.invoke(_state.value)
    }

    fun reset() {
        pause()
        _state.update { it.copy(remainingSeconds = secondsFor(it.phase)) }
    }

    fun skip() {
        pause()
        moveToNextPhase()
    }

    private fun moveToNextPhase() {
        _state.update { s ->
            val done = if (s.phase == Phase.FOCUS) s.completedFocusSessions + 1 else s.completedFocusSessions
            val next = when {
                s.phase != Phase.FOCUS -> Phase.FOCUS
                done % settings.sessionsBeforeLongBreak == 0 -> Phase.LONG_BREAK
                else -> Phase.SHORT_BREAK
            }
            s.copy(phase = next, remainingSeconds = secondsFor(next), completedFocusSessions = done)
        }
    }

    private fun secondsFor(phase: Phase): Int = when (phase) {
        Phase.FOCUS -> settings.focusMinutes * 60
        Phase.SHORT_BREAK -> settings.shortBreakMinutes * 60
        Phase.LONG_BREAK -> settings.longBreakMinutes * 60
    }
}
