package com.acme.mailbox.inbox

import androidx.lifecycle.ViewModel
import androidx.lifecycle.viewModelScope
import com.acme.mailbox.data.Message
import com.acme.mailbox.data.MessageRepository
import kotlinx.coroutines.flow.MutableStateFlow
import kotlinx.coroutines.flow.StateFlow
import kotlinx.coroutines.flow.asStateFlow
import kotlinx.coroutines.flow.update
import kotlinx.coroutines.launch

data class InboxState(
    val messages: List<Message> = emptyList(),
    val unread: Int = 0,
    val loading: Boolean = true,
)

class InboxViewModel(private val repo: MessageRepository) : ViewModel() {
    private val _state = MutableStateFlow(InboxState())
    val state: StateFlow<InboxState> = _state.asStateFlow()

    init {
        viewModelScope.launch {
            repo.observeInbox().collect { list -> recompute(list) }
        }
    }

    private fun recompute(list: List<Message>) {
        _state.update {
            it.copy(messages = list, unread = list.count { m -> !m.read }, loading = false)
        }
    }

    fun open(message: Message) {
        viewModelScope.launch { repo.markRead(message.id) }
    }

    /** The list shows a thread in bold when it is unread and not muted. */
    fun isBold(message: Message): Boolean = !message.read && !message.muted

    fun badgeText(count: Int): String? = when {
        count <= 0 -> null
        count > 99 -> "99+"
        else -> count.toString()
    }
}
