package com.example.tipsplit

import androidx.lifecycle.ViewModel
import kotlinx.coroutines.flow.MutableStateFlow
import kotlinx.coroutines.flow.StateFlow
import kotlinx.coroutines.flow.asStateFlow
import kotlinx.coroutines.flow.update

data class BillState(
    val amount: Double = 0.0,
    val tipPercent: Int = 10,
    val people: Int = 2,
) {
    val tip: Double get() = Money.roundCents(amount * tipPercent / 100.0)
    val total: Double get() = Money.roundCents(amount + tip)
    val perPerson: Double get() = if (people > 0) Money.roundCents(total / people) else total
}

class BillViewModel : ViewModel() {
    private val _state = MutableStateFlow(BillState())
    val state: StateFlow<BillState> = _state.asStateFlow()

    val tipOptions = listOf(10, 15, 20)

    fun onAmountChanged(text: String) {
        val amount = Money.parseAmount(text) ?: return
        _state.update { it.copy(amount = amount) }
    }

    fun onTipSelected(percent: Int) {
        _state.update { it.copy(tipPercent = percent) }
    }

    fun onPeopleChanged(people: Int) {
        _state.update { it.copy(people = people.coerceIn(1, 50)) }
    }
}
