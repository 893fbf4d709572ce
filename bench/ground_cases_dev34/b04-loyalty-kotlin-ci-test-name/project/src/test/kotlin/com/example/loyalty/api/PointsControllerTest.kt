package com.example.loyalty.api

import com.example.loyalty.members.Member
import com.example.loyalty.members.MemberRepository
import com.example.loyalty.points.Tier
import org.junit.jupiter.api.BeforeEach
import org.junit.jupiter.api.Test
import org.springframework.beans.factory.annotation.Autowired
import org.springframework.boot.test.autoconfigure.web.servlet.AutoConfigureMockMvc
import org.springframework.boot.test.context.SpringBootTest
import org.springframework.http.MediaType
import org.springframework.test.web.servlet.MockMvc
import org.springframework.test.web.servlet.post

@SpringBootTest
@AutoConfigureMockMvc
class PointsControllerTest(
    @Autowired private val mvc: MockMvc,
    @Autowired private val members: MemberRepository,
) {
    @BeforeEach
    fun seed() {
        members.deleteAll()
        members.save(Member(id = 1, name = "Bronze Sato", tier = Tier.BRONZE))
        members.save(Member(id = 2, name = "Gold Tanaka", tier = Tier.GOLD))
    }

    private fun estimate(memberId: Long, price: Int) = mvc.post("/api/points/estimate") {
        contentType = MediaType.APPLICATION_JSON
        content = """{"memberId": $memberId, "date": "2025-11-01",
            "lines": [{"sku": "A", "category": "food", "unitPrice": $price, "quantity": 1}]}"""
    }

    @Test
    fun `bronze member earns base points`() {
        estimate(1, 10_000).andExpect { jsonPath("$.points") { value(100) } }
    }

    @Test
    fun `gold member earns one and a half points`() {
        estimate(2, 10_000).andExpect {
            status { isOk() }
            jsonPath("$.tier") { value("GOLD") }
            jsonPath("$.points") { value(150) }
        }
    }

    @Test
    fun `unknown member is 404`() {
        estimate(99, 1_000).andExpect { status { isNotFound() } }
    }
}
