package jp.example.nippo.data

import jp.example.nippo.data.remote.Report
import jp.example.nippo.data.remote.ReportApi
import jp.example.nippo.data.remote.ReportDraft
import jp.example.nippo.data.remote.ReportPage
import kotlinx.coroutines.test.StandardTestDispatcher
import kotlinx.coroutines.test.runTest
import org.junit.Assert.assertEquals
import org.junit.Test

class ReportRepositoryTest {

    private fun report(id: Long) = Report(id, "2025-07-01", "顧客$id", "訪問", "営業太郎", "2025-07-01T10:00:00+09:00")

    private class FakeApi(val pages: Map<Int, ReportPage>) : ReportApi {
        override suspend fun list(page: Int, perPage: Int) = pages.getValue(page)
        override suspend fun get(id: Long) = error("not used")
        override suspend fun create(draft: ReportDraft) = error("not used")
    }

    @Test
    fun loadPage_appendsWithoutDuplicates() = runTest {
        val api = FakeApi(
            mapOf(
                1 to ReportPage(listOf(report(1), report(2)), 1, true),
                2 to ReportPage(listOf(report(2), report(3)), 2, false),
            )
        )
        val repo = ReportRepository(api, StandardTestDispatcher(testScheduler))
        repo.refresh()
        val hasNext = repo.loadPage(2)
        assertEquals(listOf(1L, 2L, 3L), repo.reports.value.map { it.id })
        assertEquals(false, hasNext)
    }

    @Test
    fun refresh_replacesCacheInsteadOfAppending() = runTest {
        val api = FakeApi(mapOf(1 to ReportPage(listOf(report(1), report(2)), 1, false)))
        val repo = ReportRepository(api, StandardTestDispatcher(testScheduler))
        repo.refresh()
        repo.refresh()
        assertEquals(listOf(1L, 2L), repo.reports.value.map { it.id })
    }
}
