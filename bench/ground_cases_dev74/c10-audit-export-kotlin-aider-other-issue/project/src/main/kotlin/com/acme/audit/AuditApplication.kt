package com.acme.audit

import org.springframework.boot.autoconfigure.SpringBootApplication
import org.springframework.boot.runApplication
import org.springframework.scheduling.annotation.EnableScheduling

@SpringBootApplication
@EnableScheduling
class AuditApplication

fun main(args: Array<String>) {
    runApplication<AuditApplication>(*args)
}
