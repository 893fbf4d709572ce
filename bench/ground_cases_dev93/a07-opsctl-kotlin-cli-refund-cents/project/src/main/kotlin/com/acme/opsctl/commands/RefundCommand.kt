package com.acme.opsctl.commands

import com.acme.opsctl.Ops
import com.acme.opsctl.RefundRequest
import com.acme.opsctl.describeAmount
import com.acme.opsctl.isLargeRefund
import com.acme.opsctl.parseAmount
import com.github.ajalt.clikt.core.CliktCommand
import com.github.ajalt.clikt.core.UsageError
import com.github.ajalt.clikt.core.requireObject
import com.github.ajalt.clikt.parameters.arguments.argument
import com.github.ajalt.clikt.parameters.options.flag
import com.github.ajalt.clikt.parameters.options.option
import com.github.ajalt.clikt.parameters.options.required

class RefundCommand : CliktCommand(name = "refund", help = "Refund (part of) a charge") {
    private val ops by requireObject<Ops>()
    private val chargeId by argument(help = "charge id, e.g. ch_3Q...")
    private val amount by option("--amount", help = "amount to refund, e.g. 12.50 (default: everything not yet refunded)")
    private val force by option("--force", help = "allow refunds of 500.00 or more").flag()
    private val reason by option("--reason", help = "why, for the audit log and the customer's receipt").required()

    override fun run() {
        val charge = ops.billing.charge(chargeId)
        val refundable = charge.amountCents - charge.refundedCents
        val cents = amount?.let { parseAmount(it) } ?: refundable

        if (cents <= 0) throw UsageError("nothing to refund on $chargeId")
        if (cents > refundable) {
            throw UsageError("only ${describeAmount(refundable, charge.currency)} left to refund on $chargeId")
        }
        if (isLargeRefund(cents) && !force) {
            throw UsageError("${describeAmount(cents, charge.currency)} is a large refund; re-run with --force")
        }

        val refundId = ops.billing.refund(RefundRequest(chargeId, cents, reason = reason))
        ops.audit.record(
            ops.operator, "refund", chargeId,
            mapOf("cents" to cents.toString(), "refund" to refundId, "reason" to reason),
        )
        echo("Refunded ${describeAmount(cents, charge.currency)} on $chargeId ($refundId)")
    }
}
