package jp.hinoki.yoyaku

import org.springframework.boot.autoconfigure.SpringBootApplication
import org.springframework.boot.runApplication

@SpringBootApplication
class YoyakuApplication

fun main(args: Array<String>) {
    runApplication<YoyakuApplication>(*args)
}
