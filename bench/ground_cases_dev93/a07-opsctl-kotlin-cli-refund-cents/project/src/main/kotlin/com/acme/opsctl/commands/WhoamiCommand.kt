package com.acme.opsctl.commands

import com.acme.opsctl.Ops
import com.github.ajalt.clikt.core.CliktCommand
import com.github.ajalt.clikt.core.requireObject

/**
 * Prints who opsctl thinks you are, for checking the setup after following the
 * wiki page "opsctl setup". Never prints the token itself: support people paste
 * this output into Slack threads.
 */
class WhoamiCommand : CliktCommand(name = "whoami", help = "Show the operator name and token fingerprint") {
    private val ops by requireObject<Ops>()

    override fun run() {
        val token = System.getenv("OPSCTL_TOKEN").orEmpty()
        echo("operator: ${ops.operator}")
        echo("token:    ${fingerprint(token)}")
        echo("audit:    ${System.getenv("OPSCTL_AUDIT_DIR") ?: "/var/log/opsctl"}")
    }

    companion object {
        /** Last 4 characters only, e.g. "…a9f2", or "(none)". */
        fun fingerprint(token: String): String = when {
            token.isEmpty() -> "(none)"
            token.length <= 8 -> "(set, too short to show)"
            else -> "…" + token.takeLast(4)
        }
    }
}
