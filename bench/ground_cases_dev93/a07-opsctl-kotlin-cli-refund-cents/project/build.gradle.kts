plugins {
    kotlin("jvm") version "1.9.24"
    kotlin("plugin.serialization") version "1.9.24"
    application
}

group = "com.acme"
version = "0.9.0"

repositories {
    mavenCentral()
}

dependencies {
    implementation("com.github.ajalt.clikt:clikt:4.4.0")
    implementation("io.ktor:ktor-client-core:2.3.11")
    implementation("io.ktor:ktor-client-cio:2.3.11")
    implementation("io.ktor:ktor-client-content-negotiation:2.3.11")
    implementation("io.ktor:ktor-serialization-kotlinx-json:2.3.11")
    testImplementation(kotlin("test"))
    testImplementation("io.mockk:mockk:1.13.11")
}

kotlin {
    jvmToolchain(17)
}

application {
    mainClass.set("com.acme.opsctl.MainKt")
    applicationName = "opsctl"
}

tasks.test {
    useJUnitPlatform()
    testLogging { events("passed", "failed") }
}
