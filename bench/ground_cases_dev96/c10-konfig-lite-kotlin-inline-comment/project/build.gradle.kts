plugins {
    kotlin("jvm") version "2.0.21"
    `java-library`
    `maven-publish`
}

group = "io.github.chenyu"
version = "1.2.0"

repositories {
    mavenCentral()
}

dependencies {
    testImplementation(kotlin("test"))
}

kotlin {
    jvmToolchain(17)
    explicitApi()
}

java {
    withSourcesJar()
    withJavadocJar()
}

tasks.test {
    useJUnitPlatform()
}

publishing {
    publications {
        create<MavenPublication>("maven") {
            from(components["java"])
            pom {
                name.set("konfig-lite")
                description.set("A tiny INI-style configuration reader for Kotlin")
                url.set("https://github.com/chenyu-kt/konfig-lite")
                licenses {
                    license {
                        name.set("MIT")
                    }
                }
            }
        }
    }
}
