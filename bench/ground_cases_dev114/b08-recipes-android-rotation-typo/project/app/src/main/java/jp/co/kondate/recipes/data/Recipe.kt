package jp.co.kondate.recipes.data

data class Recipe(
    val id: Long,
    val title: String,
    val imageUrl: String,
    val minutes: Int,
    val kcal: Int,
    val tags: List<String>,
)

data class SearchResult(
    val query: String,
    val recipes: List<Recipe>,
    val total: Int,
)
