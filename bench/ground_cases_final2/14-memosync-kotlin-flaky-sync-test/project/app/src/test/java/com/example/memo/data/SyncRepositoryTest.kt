package com.example.memo.data

import kotlinx.coroutines.ExperimentalCoroutinesApi
import kotlinx.coroutines.test.StandardTestDispatcher
import kotlinx.coroutines.test.advanceUntilIdle
import kotlinx.coroutines.test.runTest
import org.junit.Assert.assertEquals
import org.junit.Test

@OptIn(ExperimentalCoroutinesApi::class)
class SyncRepositoryTest {
    @Test
    fun syncNow_updatesStateToDone() = runTest {
        val dao = FakeDao()
        val repo = SyncRepository(FakeApi(listOf(note1, note2)), dao, this, StandardTestDispatcher(testScheduler))

        repo.syncNow()
        advanceUntilIdle()

        assertEquals(SyncState.Done(2), repo.state.value)
        assertEquals(2, dao.stored.size)
    }
}
