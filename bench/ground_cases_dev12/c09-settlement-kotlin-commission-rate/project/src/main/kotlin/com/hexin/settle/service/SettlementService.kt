package com.hexin.settle.service

import com.hexin.settle.model.OrderStatus
import com.hexin.settle.model.Settlement
import com.hexin.settle.model.SettlementLine
import com.hexin.settle.repo.MerchantRepository
import com.hexin.settle.repo.OrderRepository
import org.slf4j.LoggerFactory
import org.springframework.stereotype.Service
import java.math.BigDecimal
import java.math.RoundingMode
import java.time.LocalDate

@Service
class SettlementService(
    private val orderRepo: OrderRepository,
    private val merchantRepo: MerchantRepository,
    private val commissionCalculator: CommissionCalculator,
) {
    private val log = LoggerFactory.getLogger(javaClass)

    /**
     * 生成商户在 [start, end] 这几天的结算单（两端都含）
     */
    fun settle(merchantId: Long, start: LocalDate, end: LocalDate): Settlement {
        require(!end.isBefore(start)) { "结束日期不能早于开始日期" }
        val merchant = merchantRepo.findById(merchantId)
            ?: throw IllegalArgumentException("商户不存在: $merchantId")

        val orders = orderRepo
            .findPaidBetween(merchantId, start.atStartOfDay(), end.plusDays(1).atStartOfDay())
            .filter { it.status != OrderStatus.CLOSED }

        val gross = sumAmount(orders.map { it.amount })
        val refund = sumAmount(orders.map { it.refundAmount })
        val commission = commissionCalculator.calculate(merchant, gross - refund)
        val payable = gross - refund - commission

        log.info(
            "settle merchant={} period={}~{} orders={} gross={} refund={} commission={} payable={}",
            merchantId, start, end, orders.size, gross, refund, commission, payable,
        )
        return Settlement(
            merchantId = merchantId,
            periodStart = start,
            periodEnd = end,
            orderCount = orders.size,
            grossAmount = gross,
            refundAmount = refund,
            commission = commission,
            payable = payable,
        )
    }

    /** 结算明细，对账单附件用 */
    fun lines(merchantId: Long, start: LocalDate, end: LocalDate): List<SettlementLine> =
        orderRepo
            .findPaidBetween(merchantId, start.atStartOfDay(), end.plusDays(1).atStartOfDay())
            .filter { it.status != OrderStatus.CLOSED }
            .sortedBy { it.paidAt }
            .map { SettlementLine(it.id, it.amount, it.refundAmount, it.paidAt) }

    private fun sumAmount(amounts: List<BigDecimal>): BigDecimal {
        // 金额一律用 BigDecimal 累加，不要转 Double
        val total = amounts.fold(BigDecimal.ZERO, BigDecimal::add)
        return total.setScale(2, RoundingMode.HALF_UP)
    }
}
