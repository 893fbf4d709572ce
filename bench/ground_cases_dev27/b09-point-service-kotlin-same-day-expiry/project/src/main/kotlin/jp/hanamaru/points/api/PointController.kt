package jp.hanamaru.points.api

import jp.hanamaru.points.grant.GrantStatus
import jp.hanamaru.points.grant.PointGrantRepository
import jp.hanamaru.points.ledger.PointLedgerService
import org.springframework.http.ResponseEntity
import org.springframework.web.bind.annotation.GetMapping
import org.springframework.web.bind.annotation.PathVariable
import org.springframework.web.bind.annotation.RequestMapping
import org.springframework.web.bind.annotation.RestController
import java.time.LocalDate

data class BalanceResponse(val userId: Long, val balance: Int, val nextExpiry: NextExpiry?)

data class NextExpiry(val expiresOn: LocalDate, val amount: Int)

@RestController
@RequestMapping("/users/{userId}/points")
class PointController(
    private val ledger: PointLedgerService,
    private val grants: PointGrantRepository,
) {
    @GetMapping
    fun balance(@PathVariable userId: Long): ResponseEntity<BalanceResponse> {
        val active = grants.findByUserIdAndStatusOrderByExpiresOn(userId, GrantStatus.ACTIVE)
        val next = active.firstOrNull()?.let { first ->
            NextExpiry(first.expiresOn, active.filter { it.expiresOn == first.expiresOn }.sumOf { it.remaining })
        }
        return ResponseEntity.ok(BalanceResponse(userId, ledger.balance(userId), next))
    }
}
