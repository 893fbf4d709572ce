package com.hexin.settle.service

import com.hexin.settle.model.Merchant
import org.springframework.beans.factory.annotation.Value
import org.springframework.stereotype.Component
import java.math.BigDecimal
import java.math.RoundingMode

/**
 * 平台佣金计算
 *
 * 财务口径：
 * 1. 佣金 = (订单总额 - 退款) × 费率
 * 2. 向下取整到分（让利商户，和合同约定一致）
 * 3. 结算基数 > 0 时佣金最低 0.01 元
 */
@Component
class CommissionCalculator(
    @Value("\${settle.commission.min:0.01}") private val minCommission: BigDecimal,
) {

    fun calculate(merchant: Merchant, base: BigDecimal): BigDecimal {
        if (base <= BigDecimal.ZERO) {
            return BigDecimal.ZERO.setScale(2)
        }
        val rate = BigDecimal(merchant.commissionRate)
        val commission = base.multiply(rate).setScale(2, RoundingMode.DOWN)
        return commission.max(minCommission)
    }

    /** 对账单上展示的费率，例如 3.5% */
    fun rateText(merchant: Merchant): String {
        val percent = merchant.commissionRate.toBigDecimal().multiply(BigDecimal(100)).stripTrailingZeros()
        return "${percent.toPlainString()}%"
    }
}
