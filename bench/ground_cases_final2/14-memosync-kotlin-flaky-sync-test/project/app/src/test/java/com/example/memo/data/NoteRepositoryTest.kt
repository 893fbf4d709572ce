package com.example.memo.data

import kotlinx.coroutines.test.StandardTestDispatcher
import kotlinx.coroutines.test.runTest
import org.junit.Assert.assertEquals
import org.junit.Test

class NoteRepositoryTest {
    @Test
    fun save_thenRead() = runTest {
        val repo = NoteRepository(FakeDao(), StandardTestDispatcher(testScheduler))
        repo.save(note1)
        assertEquals(listOf("n1"), repo.notes().map { it.id })
    }
}
