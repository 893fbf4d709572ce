package dev.lina.habits

import androidx.lifecycle.LiveData
import androidx.lifecycle.MutableLiveData
import androidx.lifecycle.ViewModel
import androidx.lifecycle.viewModelScope
import kotlinx.coroutines.launch

class HabitViewModel(private val repo: HabitRepository = HabitRepository()) : ViewModel() {

    private val _habits = MutableLiveData<List<Habit>>()
    val habits: LiveData<List<Habit>> = _habits

    private val _streaks = MutableLiveData<List<Int>>()
    val streaks: LiveData<List<Int>> = _streaks

    init {
        refresh()
    }

    fun checkIn(habit: Habit) {
        repo.checkIn(habit.id)
        refresh()
    }

    fun toggleArchived(habit: Habit) {
        viewModelScope.launch {
            repo.setActive(habit.id, !habit.active)
            refresh()
        }
    }

    private fun refresh() {
        val all = repo.all()
        _habits.value = all
        _streaks.value = all.filter { it.active }.map { repo.streak(it.id) }
    }
}
