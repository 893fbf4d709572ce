package cn.youxuan.shop.home

import kotlinx.serialization.SerialName
import kotlinx.serialization.Serializable
import kotlinx.serialization.json.Json

@Serializable
data class HomeSection(
    val id: String,
    val type: String,
    val title: String = "",
    @SerialName("deeplink") val deepLink: String? = null,
    val items: List<String> = emptyList(),
)

@Serializable
data class HomeLayout(
    val version: Int,
    val sections: List<HomeSection>,
)

object HomeSectionsParser {
    private val json = Json {
        ignoreUnknownKeys = true
        coerceInputValues = true
    }

    /** Parses the `home_sections_v2` Remote Config value. Unknown section types are dropped. */
    fun parse(raw: String): HomeLayout {
        val layout = json.decodeFromString(HomeLayout.serializer(), raw)
        return layout.copy(sections = layout.sections.filter { it.type in KNOWN_TYPES })
    }

    val KNOWN_TYPES = setOf("banner", "flash_sale", "category_grid", "feed")
}
