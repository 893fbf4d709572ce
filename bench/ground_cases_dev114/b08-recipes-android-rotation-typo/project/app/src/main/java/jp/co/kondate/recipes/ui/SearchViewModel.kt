package jp.co.kondate.recipes.ui

import androidx.lifecycle.LiveData
import androidx.lifecycle.MutableLiveData
import androidx.lifecycle.ViewModel
import androidx.lifecycle.viewModelScope
import jp.co.kondate.recipes.data.Recipe
import jp.co.kondate.recipes.data.RecipeRepository
import kotlinx.coroutines.Job
import kotlinx.coroutines.launch

class SearchViewModel(private val repo: RecipeRepository) : ViewModel() {

    private val _query = MutableLiveData("")
    val query: LiveData<String> = _query

    private val _recipes = MutableLiveData<List<Recipe>>(emptyList())
    val recipes: LiveData<List<Recipe>> = _recipes

    private val _error = MutableLiveData<String?>(null)
    val error: LiveData<String?> = _error

    private var job: Job? = null

    fun search(text: String) {
        _query.value = text
        job?.cancel()
        if (text.isBlank()) {
            _recipes.value = emptyList()
            return
        }
        job = viewModelScope.launch {
            try {
                _recipes.value = repo.search(text.trim()).recipes
                _error.value = null
            } catch (e: Exception) {
                _error.value = "検索できませんでした（${e.message}）"
            }
        }
    }
}
