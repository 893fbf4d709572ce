package jp.example.notify

import io.ktor.client.HttpClient
import io.ktor.client.engine.cio.CIO
import io.ktor.client.plugins.contentnegotiation.ContentNegotiation
import io.ktor.serialization.kotlinx.json.json
import io.ktor.server.application.Application
import io.ktor.server.netty.EngineMain

fun main(args: Array<String>) = EngineMain.main(args)

fun Application.module() {
    val conf = environment.config
    val http = HttpClient(CIO) { install(ContentNegotiation) { json() } }
    val sms = SmsClient(
        http = http,
        baseUrl = conf.property("sms.baseUrl").getString(),
        apiKey = conf.property("sms.apiKey").getString(),
        sender = conf.property("sms.sender").getString(),
    )
    configureRouting(sms)
}
