package com.example.ledger.ui

import com.example.ledger.data.Record
import com.example.ledger.data.RecordDao
import com.example.ledger.data.RecordRepository
import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.ExperimentalCoroutinesApi
import kotlinx.coroutines.flow.Flow
import kotlinx.coroutines.flow.flowOf
import kotlinx.coroutines.test.UnconfinedTestDispatcher
import kotlinx.coroutines.test.resetMain
import kotlinx.coroutines.test.setMain
import org.junit.After
import org.junit.Assert.assertEquals
import org.junit.Assert.assertFalse
import org.junit.Before
import org.junit.Test

@OptIn(ExperimentalCoroutinesApi::class)
class AddRecordViewModelTest {

    private class FakeDao : RecordDao {
        val inserted = mutableListOf<Record>()
        override suspend fun insert(record: Record): Long { inserted += record; return inserted.size.toLong() }
        override fun observeAll(): Flow<List<Record>> = flowOf(inserted)
        override suspend fun between(from: Long, to: Long): List<Record> = inserted
        override suspend fun delete(id: Long) {}
    }

    private val dao = FakeDao()
    private lateinit var vm: AddRecordViewModel

    @Before
    fun setUp() {
        Dispatchers.setMain(UnconfinedTestDispatcher())
        vm = AddRecordViewModel(RecordRepository(dao))
    }

    @After
    fun tearDown() = Dispatchers.resetMain()

    @Test
    fun emptyAmountShowsErrorInsteadOfCrashing() {
        vm.save()
        assertEquals("请输入金额", vm.state.value.error)
        assertFalse(vm.state.value.saved)
    }

    @Test
    fun zeroAmountIsRejected() {
        vm.onAmountChange("0")
        vm.save()
        assertEquals("金额必须大于 0", vm.state.value.error)
    }

    @Test
    fun garbageAmountIsRejected() {
        vm.onAmountChange("12..5")
        vm.save()
        assertEquals("请输入金额", vm.state.value.error)
    }
}
