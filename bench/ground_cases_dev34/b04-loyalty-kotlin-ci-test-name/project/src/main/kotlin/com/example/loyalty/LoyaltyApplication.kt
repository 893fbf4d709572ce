package com.example.loyalty

import org.springframework.boot.autoconfigure.SpringBootApplication
import org.springframework.boot.context.properties.ConfigurationPropertiesScan
import org.springframework.boot.runApplication

@SpringBootApplication
@ConfigurationPropertiesScan
class LoyaltyApplication

fun main(args: Array<String>) {
    runApplication<LoyaltyApplication>(*args)
}
