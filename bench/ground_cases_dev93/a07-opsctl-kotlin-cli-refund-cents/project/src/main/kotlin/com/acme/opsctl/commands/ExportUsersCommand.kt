package com.acme.opsctl.commands

import com.acme.opsctl.Ops
import com.acme.opsctl.formatCents
import com.github.ajalt.clikt.core.CliktCommand
import com.github.ajalt.clikt.core.requireObject
import com.github.ajalt.clikt.parameters.options.option
import com.github.ajalt.clikt.parameters.types.file
import java.io.File

/** CSV of users for finance: id, email, plan, mrr (as 12.50), created_at. */
class ExportUsersCommand : CliktCommand(name = "export-users", help = "Export users as CSV") {
    private val ops by requireObject<Ops>()
    private val plan by option("--plan", help = "only users on this plan")
    private val out by option("--out", help = "file to write (default: stdout)").file()

    override fun run() {
        val rows = ops.billing.users(plan)
        val lines = sequenceOf("id,email,plan,mrr,created_at") + rows.asSequence().map { u ->
            listOf(u.id, csv(u.email), u.plan, formatCents(u.mrrCents), u.createdAt).joinToString(",")
        }
        val target = out
        if (target == null) {
            lines.forEach { echo(it) }
        } else {
            target.bufferedWriter().use { w -> lines.forEach { w.write(it); w.newLine() } }
            echo("Wrote ${rows.size} users to ${target.path}", err = true)
        }
    }

    private fun csv(value: String): String =
        if (value.any { it == ',' || it == '"' || it == '\n' }) "\"" + value.replace("\"", "\"\"") + "\"" else value
}
