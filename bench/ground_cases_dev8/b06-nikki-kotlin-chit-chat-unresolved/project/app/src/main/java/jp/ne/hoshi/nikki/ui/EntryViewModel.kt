package jp.ne.hoshi.nikki.ui

import android.app.Application
import androidx.lifecycle.AndroidViewModel
import androidx.lifecycle.viewModelScope
import jp.ne.hoshi.nikki.data.Entry
import jp.ne.hoshi.nikki.data.NikkiDatabase
import kotlinx.coroutines.flow.SharingStarted
import kotlinx.coroutines.flow.StateFlow
import kotlinx.coroutines.flow.stateIn
import kotlinx.coroutines.launch

class EntryViewModel(app: Application) : AndroidViewModel(app) {
    private val dao = NikkiDatabase.get(app).entries()

    val entries: StateFlow<List<Entry>> =
        dao.observeAll().stateIn(viewModelScope, SharingStarted.WhileSubscribed(5_000), emptyList())

    suspend fun load(id: Long): Entry? = if (id == 0L) null else dao.find(id)

    fun save(entry: Entry) {
        viewModelScope.launch { dao.upsert(entry) }
    }

    fun delete(entry: Entry) {
        viewModelScope.launch { dao.delete(entry) }
    }
}
