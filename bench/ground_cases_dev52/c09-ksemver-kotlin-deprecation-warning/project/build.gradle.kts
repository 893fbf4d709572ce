plugins {
    kotlin("jvm") version "2.0.21"
    id("org.jetbrains.kotlinx.binary-compatibility-validator") version "0.16.3"
    `maven-publish`
}

repositories {
    mavenCentral()
}

kotlin {
    explicitApi()
    jvmToolchain(11)
}

dependencies {
    testImplementation(kotlin("test"))
}

tasks.test {
    useJUnitPlatform()
}

publishing {
    publications {
        create<MavenPublication>("maven") {
            from(components["java"])
            pom {
                name.set("ksemver")
                description.set("Semantic versions and version constraints for Kotlin")
                url.set("https://github.com/sunhao-dev/ksemver")
                licenses { license { name.set("Apache-2.0") } }
            }
        }
    }
}
