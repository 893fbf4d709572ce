package com.mianbao.pay

import org.springframework.boot.autoconfigure.SpringBootApplication
import org.springframework.boot.context.properties.ConfigurationPropertiesScan
import org.springframework.boot.runApplication

@SpringBootApplication
@ConfigurationPropertiesScan
class PayApplication

fun main(args: Array<String>) {
    runApplication<PayApplication>(*args)
}
