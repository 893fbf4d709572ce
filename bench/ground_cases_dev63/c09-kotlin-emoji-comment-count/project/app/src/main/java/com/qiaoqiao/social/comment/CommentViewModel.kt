package com.qiaoqiao.social.comment

import androidx.lifecycle.ViewModel
import kotlinx.coroutines.flow.MutableStateFlow
import kotlinx.coroutines.flow.StateFlow
import kotlinx.coroutines.flow.asStateFlow

data class CommentUiState(
    val text: String = "",
    val remaining: Int = CommentValidator.MAX_LENGTH,
    val canSend: Boolean = false,
    val error: String? = null,
)

class CommentViewModel(private val api: CommentApi) : ViewModel() {

    private val _state = MutableStateFlow(CommentUiState())
    val state: StateFlow<CommentUiState> = _state.asStateFlow()

    fun onTextChanged(text: String) {
        val check = CommentValidator.check(text)
        _state.value = CommentUiState(
            text = text,
            remaining = CommentValidator.remaining(text),
            canSend = check == CommentCheck.Ok,
            error = if (check is CommentCheck.TooLong) "评论最多 ${CommentValidator.MAX_LENGTH} 字" else null,
        )
    }

    suspend fun send(postId: Long) {
        val text = CommentValidator.normalize(_state.value.text)
        if (CommentValidator.check(text) != CommentCheck.Ok) return
        api.post(postId, text)
        _state.value = CommentUiState()
    }
}

interface CommentApi {
    suspend fun post(postId: Long, text: String)
}
