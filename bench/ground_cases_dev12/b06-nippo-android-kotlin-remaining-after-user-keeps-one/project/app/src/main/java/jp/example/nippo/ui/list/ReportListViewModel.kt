package jp.example.nippo.ui.list

import androidx.lifecycle.LiveData
import androidx.lifecycle.MutableLiveData
import androidx.lifecycle.ViewModel
import androidx.lifecycle.ViewModelProvider
import androidx.lifecycle.asLiveData
import androidx.lifecycle.viewModelScope
import androidx.lifecycle.viewmodel.initializer
import androidx.lifecycle.viewmodel.viewModelFactory
import jp.example.nippo.NippoApp
import jp.example.nippo.data.ReportRepository
import jp.example.nippo.data.remote.Report
import kotlinx.coroutines.launch

class ReportListViewModel(private val repo: ReportRepository) : ViewModel() {

    val reports: LiveData<List<Report>> = repo.reports.asLiveData()

    private val _refreshing = MutableLiveData(false)
    val refreshing: LiveData<Boolean> = _refreshing

    private val _error = MutableLiveData<String?>()
    val error: LiveData<String?> = _error

    private var nextPage = 2
    private var hasNext = true
    private var loading = false

    fun refresh() {
        viewModelScope.launch {
            _refreshing.value = true
            runCatching { repo.refresh() }
                .onSuccess { hasNext = it; nextPage = 2 }
                .onFailure { _error.value = it.message ?: "通信エラー" }
            _refreshing.value = false
        }
    }

    /** 一覧の末尾までスクロールしたら呼ばれる。 */
    fun loadNextPage() {
        if (loading || !hasNext) return
        loading = true
        val page = nextPage++
        viewModelScope.launch {
            runCatching { repo.loadPage(page) }
                .onSuccess { hasNext = it }
                .onFailure { _error.value = it.message ?: "通信エラー" }
            loading = false
        }
    }

    fun errorShown() {
        _error.value = null
    }

    companion object {
        val Factory: ViewModelProvider.Factory = viewModelFactory {
            initializer { ReportListViewModel(NippoApp.container.reportRepository) }
        }
    }
}
