package com.example.ledger.ui

import androidx.lifecycle.ViewModel
import androidx.lifecycle.viewModelScope
import com.example.ledger.data.RecordRepository
import com.example.ledger.data.RecordType
import kotlinx.coroutines.flow.MutableStateFlow
import kotlinx.coroutines.flow.StateFlow
import kotlinx.coroutines.flow.asStateFlow
import kotlinx.coroutines.flow.update
import kotlinx.coroutines.launch

data class AddRecordState(
    val amountText: String = "",
    val type: RecordType = RecordType.EXPENSE,
    val category: String = "餐饮",
    val note: String = "",
    val error: String? = null,
    val saved: Boolean = false,
)

class AddRecordViewModel(private val repo: RecordRepository) : ViewModel() {

    private val _state = MutableStateFlow(AddRecordState())
    val state: StateFlow<AddRecordState> = _state.asStateFlow()

    fun onAmountChange(text: String) = _state.update { it.copy(amountText = text, error = null) }

    fun onTypeChange(type: RecordType) = _state.update { it.copy(type = type) }

    fun onCategoryChange(category: String) = _state.update { it.copy(category = category) }

    fun onNoteChange(note: String) = _state.update { it.copy(note = note) }

    fun save() {
        val s = _state.value
        val amount = s.amountText.trim().toBigDecimalOrNull()
        if (amount == null) {
            _state.update { it.copy(error = "请输入金额") }
            return
        }
        if (amount.signum() <= 0) {
            _state.update { it.copy(error = "金额必须大于 0") }
            return
        }
        viewModelScope.launch {
            repo.add(s.type, amount, s.category, s.note)
            _state.update { it.copy(saved = true) }
        }
    }
}
