package com.acme.loyalty.points

import org.springframework.http.HttpStatus
import org.springframework.web.bind.annotation.GetMapping
import org.springframework.web.bind.annotation.PathVariable
import org.springframework.web.bind.annotation.PostMapping
import org.springframework.web.bind.annotation.RequestBody
import org.springframework.web.bind.annotation.RequestMapping
import org.springframework.web.bind.annotation.ResponseStatus
import org.springframework.web.bind.annotation.RestController

data class EarnRequest(val points: Int, val reason: String)
data class RedeemRequest(val points: Int)
data class BalanceResponse(val memberId: Long, val balance: Int)

@RestController
@RequestMapping("/members/{memberId}/points")
class PointsController(private val points: PointsService) {

    @GetMapping
    fun balance(@PathVariable memberId: Long) = BalanceResponse(memberId, points.balance(memberId))

    @PostMapping("/earn")
    @ResponseStatus(HttpStatus.CREATED)
    fun earn(@PathVariable memberId: Long, @RequestBody req: EarnRequest) {
        points.earn(memberId, req.points, req.reason)
    }

    @PostMapping("/redeem")
    fun redeem(@PathVariable memberId: Long, @RequestBody req: RedeemRequest): BalanceResponse {
        points.redeem(memberId, req.points)
        return BalanceResponse(memberId, points.balance(memberId))
    }
}
