package com.tallyho

import com.tallyho.reports.ReportsRepository
import com.tallyho.reports.reportsRoutes
import com.zaxxer.hikari.HikariConfig
import com.zaxxer.hikari.HikariDataSource
import io.ktor.serialization.kotlinx.json.json
import io.ktor.server.application.Application
import io.ktor.server.application.install
import io.ktor.server.netty.EngineMain
import io.ktor.server.plugins.contentnegotiation.ContentNegotiation
import io.ktor.server.routing.routing
import org.flywaydb.core.Flyway

fun main(args: Array<String>) = EngineMain.main(args)

fun Application.module() {
    val cfg = environment.config
    val ds = HikariDataSource(HikariConfig().apply {
        jdbcUrl = cfg.property("db.url").getString()
        username = cfg.property("db.user").getString()
        password = cfg.property("db.password").getString()
        maximumPoolSize = 5
    })
    Flyway.configure().dataSource(ds).load().migrate()

    install(ContentNegotiation) { json() }
    routing {
        reportsRoutes(ReportsRepository(ds))
    }
}
