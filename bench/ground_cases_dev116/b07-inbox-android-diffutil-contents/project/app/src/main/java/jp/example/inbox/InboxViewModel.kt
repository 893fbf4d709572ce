package jp.example.inbox

import androidx.lifecycle.LiveData
import androidx.lifecycle.MutableLiveData
import androidx.lifecycle.ViewModel
import androidx.lifecycle.map
import androidx.lifecycle.viewModelScope
import kotlinx.coroutines.launch

class InboxViewModel(private val repo: MessageRepository) : ViewModel() {

    private val _messages = MutableLiveData<List<Message>>(emptyList())
    val messages: LiveData<List<Message>> = _messages
    val unreadCount: LiveData<Int> = _messages.map { list -> list.count { !it.read } }

    init {
        load()
    }

    private val _refreshing = MutableLiveData(false)
    val refreshing: LiveData<Boolean> = _refreshing

    fun load() {
        viewModelScope.launch {
            _refreshing.value = true
            try {
                _messages.value = repo.fetchInbox().sortedByDescending { it.receivedAt }
            } finally {
                _refreshing.value = false
            }
        }
    }

    fun markRead(message: Message) {
        if (message.read) return
        _messages.value = _messages.value.orEmpty().map {
            if (it.id == message.id) it.copy(read = true) else it
        }
        viewModelScope.launch { repo.markRead(message.id) }
    }
}

interface MessageRepository {
    suspend fun fetchInbox(): List<Message>
    suspend fun markRead(id: Long)
}
