package com.example.tipsplit

import androidx.lifecycle.ViewModel
import kotlinx.coroutines.flow.MutableStateFlow
import kotlinx.coroutines.flow.StateFlow
import kotlinx.coroutines.flow.asStateFlow
import kotlinx.coroutines.flow.update

data class Payer(val name: String, val paid: Double = 0.0)

data class SettleUpState(
    val perPerson: Double = 0.0,
    val payers: List<Payer> = emptyList(),
) {
    fun balanceOf(payer: Payer): Double = Money.roundCents(payer.paid - perPerson)
    val settled: Boolean get() = payers.all { kotlin.math.abs(balanceOf(it)) < 0.005 }
}

class SettleUpViewModel : ViewModel() {
    private val _state = MutableStateFlow(SettleUpState())
    val state: StateFlow<SettleUpState> = _state.asStateFlow()

    fun start(perPerson: Double, names: List<String>) {
        _state.value = SettleUpState(perPerson, names.map { Payer(it) })
    }

    fun onPaidChanged(index: Int, text: String) {
        val paid = text.trim().ifEmpty { "0" }.toDouble()
        _state.update { s ->
            s.copy(payers = s.payers.mapIndexed { i, p -> if (i == index) p.copy(paid = paid) else p })
        }
    }
}
