package com.yunda.notify

import org.springframework.boot.autoconfigure.SpringBootApplication
import org.springframework.boot.context.properties.ConfigurationPropertiesScan
import org.springframework.boot.runApplication

@SpringBootApplication
@ConfigurationPropertiesScan
class NotifyApplication

fun main(args: Array<String>) {
    runApplication<NotifyApplication>(*args)
}
