package jp.pomoko.timer

import jp.pomoko.settings.SettingsRepository
import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.ExperimentalCoroutinesApi
import kotlinx.coroutines.test.StandardTestDispatcher
import kotlinx.coroutines.test.advanceTimeBy
import kotlinx.coroutines.test.resetMain
import kotlinx.coroutines.test.runTest
import kotlinx.coroutines.test.setMain
import org.junit.After
import org.junit.Assert.assertEquals
import org.junit.Before
import org.junit.Test

@OptIn(ExperimentalCoroutinesApi::class)
class TimerViewModelTest {
    private val dispatcher = StandardTestDispatcher()

    @Before
    fun setUp() = Dispatchers.setMain(dispatcher)

    @After
    fun tearDown() = Dispatchers.resetMain()

    private fun vm() = TimerViewModel(SettingsRepository(FakePrefs()))

    @Test
    fun ticksOncePerSecond() = runTest(dispatcher) {
        val vm = vm()
        vm.start()
        advanceTimeBy(3_001)
        assertEquals(25 * 60 - 3, vm.state.value.remainingSeconds)
    }

    @Test
    fun pauseStopsTicking() = runTest(dispatcher) {
        val vm = vm()
        vm.start()
        advanceTimeBy(2_001)
        vm.pause()
        advanceTimeBy(5_000)
        assertEquals(25 * 60 - 2, vm.state.value.remainingSeconds)
    }
}
