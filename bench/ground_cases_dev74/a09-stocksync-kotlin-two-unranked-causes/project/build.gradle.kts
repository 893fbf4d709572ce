plugins {
    kotlin("jvm") version "2.0.21"
    application
}

repositories { mavenCentral() }

dependencies {
    implementation("org.jetbrains.exposed:exposed-jdbc:0.55.0")
    implementation("org.jetbrains.exposed:exposed-java-time:0.55.0")
    implementation("org.postgresql:postgresql:42.7.4")
    implementation("com.microsoft.sqlserver:mssql-jdbc:12.8.1.jre11")
    implementation("ch.qos.logback:logback-classic:1.5.11")
    testImplementation(kotlin("test"))
}

application { mainClass.set("at.alpenhof.stocksync.MainKt") }
kotlin { jvmToolchain(21) }
