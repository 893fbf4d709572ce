package com.kondate.app.data

import android.content.Context
import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.withContext

data class Ingredient(val name: String, val grams: Int) {
    fun amountFor(servings: Int): String = "${grams * servings / 2}g"
}

data class Recipe(val id: String, val title: String, val ingredients: List<Ingredient>)

class RecipeRepository(private val context: Context) {

    private val cache = mutableMapOf<String, Recipe>()

    suspend fun find(id: String): Recipe? = withContext(Dispatchers.IO) {
        cache[id] ?: loadFromAssets(id)?.also { cache[id] = it }
    }

    private fun loadFromAssets(id: String): Recipe? {
        val name = "recipes/$id.txt"
        val lines = runCatching {
            context.assets.open(name).bufferedReader().readLines()
        }.getOrNull() ?: return null
        val title = lines.firstOrNull() ?: return null
        val ingredients = lines.drop(1).mapNotNull { line ->
            val parts = line.split(",")
            if (parts.size != 2) null else Ingredient(parts[0].trim(), parts[1].trim().toIntOrNull() ?: 0)
        }
        return Recipe(id, title, ingredients)
    }
}
