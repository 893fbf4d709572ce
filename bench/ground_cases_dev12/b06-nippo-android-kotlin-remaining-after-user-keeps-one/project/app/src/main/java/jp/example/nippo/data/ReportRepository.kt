package jp.example.nippo.data

import jp.example.nippo.data.remote.Report
import jp.example.nippo.data.remote.ReportApi
import jp.example.nippo.data.remote.ReportDraft
import kotlinx.coroutines.CoroutineDispatcher
import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.flow.MutableStateFlow
import kotlinx.coroutines.flow.StateFlow
import kotlinx.coroutines.flow.asStateFlow
import kotlinx.coroutines.withContext

/**
 * 日報一覧のキャッシュ付きリポジトリ。
 * 一覧画面と詳細画面で同じインスタンスを共有する (AppContainer で生成)。
 */
class ReportRepository(
    private val api: ReportApi,
    private val dispatcher: CoroutineDispatcher = Dispatchers.IO,
) {
    private val cache = mutableListOf<Report>()
    private val _reports = MutableStateFlow<List<Report>>(emptyList())
    val reports: StateFlow<List<Report>> = _reports.asStateFlow()

    /** 1 ページ目から取り直す (pull-to-refresh / 初回表示)。次ページがあれば true。 */
    suspend fun refresh(): Boolean = withContext(dispatcher) {
        val fetched = api.list(page = 1, perPage = PER_PAGE)
        cache.clear()
        cache.addAll(fetched.items)
        _reports.value = cache.toList()
        fetched.hasNext
    }

    /** 指定ページを末尾に追加する。次ページがあれば true。 */
    suspend fun loadPage(page: Int): Boolean = withContext(dispatcher) {
        val fetched = api.list(page = page, perPage = PER_PAGE)
        val known = cache.mapTo(HashSet()) { it.id }
        cache.addAll(fetched.items.filterNot { it.id in known })
        _reports.value = cache.toList()
        fetched.hasNext
    }

    suspend fun find(id: Long): Report = withContext(dispatcher) {
        cache.firstOrNull { it.id == id } ?: api.get(id)
    }

    suspend fun create(draft: ReportDraft): Report = withContext(dispatcher) {
        val created = api.create(draft)
        cache.add(0, created)
        _reports.value = cache.toList()
        created
    }

    companion object {
        const val PER_PAGE = 30
    }
}
