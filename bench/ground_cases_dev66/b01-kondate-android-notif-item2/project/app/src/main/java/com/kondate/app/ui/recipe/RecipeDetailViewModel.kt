package com.kondate.app.ui.recipe

import androidx.lifecycle.SavedStateHandle
import androidx.lifecycle.ViewModel
import androidx.lifecycle.viewModelScope
import com.kondate.app.data.Recipe
import com.kondate.app.data.RecipeRepository
import kotlinx.coroutines.flow.MutableStateFlow
import kotlinx.coroutines.flow.StateFlow
import kotlinx.coroutines.flow.asStateFlow
import kotlinx.coroutines.launch

sealed interface DetailState {
    data object Loading : DetailState
    data class Ready(val recipe: Recipe, val servings: Int) : DetailState
    data class Failed(val message: String) : DetailState
}

class RecipeDetailViewModel(
    private val repository: RecipeRepository,
    private val savedState: SavedStateHandle,
) : ViewModel() {

    private val _state = MutableStateFlow<DetailState>(DetailState.Loading)
    val state: StateFlow<DetailState> = _state.asStateFlow()

    private val recipeId: String = checkNotNull(savedState["recipeId"]) { "recipeId nav argument missing" }
    private var servings: Int
        get() = savedState["servings"] ?: 2
        set(value) { savedState["servings"] = value }

    init {
        load()
    }

    fun changeServings(delta: Int) {
        servings = (servings + delta).coerceIn(1, 12)
        val current = _state.value
        if (current is DetailState.Ready) _state.value = current.copy(servings = servings)
    }

    fun load() {
        viewModelScope.launch {
            val recipe = repository.find(recipeId)
            _state.value = if (recipe == null) {
                DetailState.Failed("レシピが見つかりません")
            } else {
                DetailState.Ready(recipe, servings)
            }
        }
    }

    fun retry() = load()
}
