package jp.hiyori.api.users

import kotlinx.serialization.Serializable

@Serializable
data class Profile(val id: String, val nickname: String, val email: String, val homeArea: String)

@Serializable
data class SavedLocation(val name: String, val area: String)

data class User(val id: String, val nickname: String, val email: String, val homeArea: String) {
    fun toProfile() = Profile(id, nickname, email, homeArea)
}

interface UserRepository {
    fun find(id: String): User?
    fun savedLocations(id: String): List<SavedLocation>
}

class InMemoryUserRepository(
    private val users: Map<String, User>,
    private val locations: Map<String, List<SavedLocation>>,
) : UserRepository {
    override fun find(id: String) = users[id]
    override fun savedLocations(id: String) = locations[id].orEmpty()

    companion object {
        fun seeded() = InMemoryUserRepository(
            users = mapOf("u-1" to User("u-1", "そら", "sora@example.jp", "130010")),
            locations = mapOf("u-1" to listOf(SavedLocation("自宅", "130010"), SavedLocation("実家", "270000"))),
        )
    }
}
