package com.acme.opsctl.commands

import com.acme.opsctl.Ops
import com.github.ajalt.clikt.core.CliktCommand
import com.github.ajalt.clikt.core.UsageError
import com.github.ajalt.clikt.core.requireObject
import com.github.ajalt.clikt.parameters.arguments.argument
import com.github.ajalt.clikt.parameters.options.option
import com.github.ajalt.clikt.parameters.options.required
import com.github.ajalt.clikt.parameters.types.int

/** Goodwill extension: pushes the current period end out by N days without charging. */
class ExtendSubscriptionCommand : CliktCommand(name = "extend-subscription", help = "Extend a subscription for free") {
    private val ops by requireObject<Ops>()
    private val subscriptionId by argument(help = "subscription id, e.g. sub_1P...")
    private val days by option("--days", help = "days to add (1-90)").int().required()

    override fun run() {
        if (days !in 1..90) throw UsageError("--days must be between 1 and 90")

        val before = ops.billing.subscription(subscriptionId)
        if (before.status in FINAL_STATUSES) {
            throw UsageError("$subscriptionId is ${before.status}; only active, trialing or past_due subscriptions can be extended")
        }
        val after = ops.billing.extend(subscriptionId, days)
        ops.audit.record(
            ops.operator, "extend", subscriptionId,
            mapOf("days" to days.toString(), "from" to before.currentPeriodEnd, "to" to after.currentPeriodEnd),
        )
        echo("Extended $subscriptionId: ${before.currentPeriodEnd} -> ${after.currentPeriodEnd}")
    }

    companion object {
        /** Stripe statuses after which a subscription can't come back. */
        val FINAL_STATUSES = setOf("canceled", "incomplete_expired")
    }
}
