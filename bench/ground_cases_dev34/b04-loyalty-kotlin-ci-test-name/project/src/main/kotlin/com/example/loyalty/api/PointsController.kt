package com.example.loyalty.api

import com.example.loyalty.members.MemberRepository
import com.example.loyalty.points.PointsCalculator
import com.example.loyalty.points.Purchase
import com.example.loyalty.points.PurchaseLine
import org.springframework.http.HttpStatus
import org.springframework.web.bind.annotation.PostMapping
import org.springframework.web.bind.annotation.RequestBody
import org.springframework.web.bind.annotation.RequestMapping
import org.springframework.web.bind.annotation.RestController
import org.springframework.web.server.ResponseStatusException
import java.math.BigDecimal
import java.time.LocalDate

@RestController
@RequestMapping("/api/points")
class PointsController(
    private val members: MemberRepository,
    private val calculator: PointsCalculator,
) {
    data class LineRequest(val sku: String, val category: String, val unitPrice: BigDecimal, val quantity: Int)
    data class EstimateRequest(val memberId: Long, val date: LocalDate, val lines: List<LineRequest>)
    data class EstimateResponse(val memberId: Long, val tier: String, val points: Long)

    @PostMapping("/estimate")
    fun estimate(@RequestBody req: EstimateRequest): EstimateResponse {
        val member = members.findById(req.memberId)
            ?: throw ResponseStatusException(HttpStatus.NOT_FOUND, "member ${req.memberId} not found")
        val purchase = Purchase(
            memberId = member.id,
            date = req.date,
            lines = req.lines.map { PurchaseLine(it.sku, it.category, it.unitPrice, it.quantity) },
        )
        val points = calculator.pointsFor(purchase, member.tier)
        return EstimateResponse(member.id, member.tier.name, points)
    }
}
