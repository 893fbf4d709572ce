package com.acme.opsctl

import com.acme.opsctl.commands.ExportUsersCommand
import com.acme.opsctl.commands.ExtendSubscriptionCommand
import com.acme.opsctl.commands.RefundCommand
import com.acme.opsctl.commands.WhoamiCommand
import com.github.ajalt.clikt.core.CliktCommand
import com.github.ajalt.clikt.core.context
import com.github.ajalt.clikt.core.findOrSetObject
import com.github.ajalt.clikt.core.subcommands
import com.github.ajalt.clikt.parameters.options.default
import com.github.ajalt.clikt.parameters.options.option

/** Shared state for subcommands: who is running the tool and how to reach billing. */
class Ops(val operator: String, val billing: BillingApi, val audit: AuditLog)

class Opsctl : CliktCommand(name = "opsctl", help = "Support and ops admin tool for Acme billing") {
    private val env by option("--env", help = "billing environment").default("prod")
    private val ops by findOrSetObject { buildOps(env) }

    override fun run() {
        currentContext.obj = ops
    }

    private fun buildOps(env: String): Ops {
        val operator = System.getenv("OPSCTL_USER") ?: System.getProperty("user.name")
        val token = System.getenv("OPSCTL_TOKEN") ?: error("OPSCTL_TOKEN is not set (see the wiki page 'opsctl setup')")
        val baseUrl = if (env == "prod") "https://billing.internal.acme.example" else "https://billing.$env.acme.example"
        return Ops(operator, HttpBillingApi(baseUrl, token), AuditLog.forEnv(env))
    }
}

fun main(args: Array<String>) = Opsctl()
    .context { autoEnvvarPrefix = "OPSCTL" }
    .subcommands(RefundCommand(), ExtendSubscriptionCommand(), ExportUsersCommand(), WhoamiCommand())
    .main(args)
