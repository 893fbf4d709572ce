package com.acme.helpdesk

import org.springframework.boot.autoconfigure.SpringBootApplication
import org.springframework.boot.runApplication

@SpringBootApplication
class HelpdeskApplication

fun main(args: Array<String>) {
    runApplication<HelpdeskApplication>(*args)
}
