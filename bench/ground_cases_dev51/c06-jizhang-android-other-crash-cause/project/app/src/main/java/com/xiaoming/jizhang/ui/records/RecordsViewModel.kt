package com.xiaoming.jizhang.ui.records

import androidx.lifecycle.LiveData
import androidx.lifecycle.MutableLiveData
import androidx.lifecycle.ViewModel
import androidx.lifecycle.viewModelScope
import com.xiaoming.jizhang.data.RecordRepository
import java.time.YearMonth
import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.launch
import kotlinx.coroutines.withContext

class RecordsViewModel(
    private val repo: RecordRepository = RecordRepository.instance,
) : ViewModel() {

    private val _records = MutableLiveData<List<RecordItem>>()
    val records: LiveData<List<RecordItem>> = _records

    private val _monthTotal = MutableLiveData<String>()
    val monthTotal: LiveData<String> = _monthTotal

    private var month: YearMonth = YearMonth.now()

    fun loadCurrentMonth() = loadMonth(YearMonth.now())

    fun loadMonth(ym: YearMonth) {
        month = ym
        viewModelScope.launch {
            val rows = withContext(Dispatchers.IO) { repo.recordsOf(ym) }
            _records.value = rows.map { it.toItem() }
            _monthTotal.value = repo.formatTotal(rows)
        }
    }

    fun delete(id: Long) {
        viewModelScope.launch {
            withContext(Dispatchers.IO) { repo.delete(id) }
            loadMonth(month)
        }
    }
}
