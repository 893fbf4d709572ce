plugins {
    `kotlin-dsl`
    `java-gradle-plugin`
    id("com.gradle.plugin-publish") version "1.3.0"
}

repositories {
    mavenCentral()
}

kotlin {
    jvmToolchain(17)
}

val functionalTest by sourceSets.creating

gradlePlugin {
    website = "https://github.com/tkrol/license-check-gradle"
    vcsUrl = "https://github.com/tkrol/license-check-gradle"
    plugins {
        create("licenseCheck") {
            id = "io.github.tkrol.license-check"
            implementationClass = "io.github.tkrol.licensecheck.LicenseCheckPlugin"
            displayName = "License check"
            description = "Fails the build when a runtime dependency has a license you did not allow"
            tags = listOf("license", "compliance", "dependencies")
        }
    }
    testSourceSets(functionalTest)
}

dependencies {
    testImplementation(platform("org.junit:junit-bom:5.11.3"))
    testImplementation("org.junit.jupiter:junit-jupiter")
    testRuntimeOnly("org.junit.platform:junit-platform-launcher")
    "functionalTestImplementation"(platform("org.junit:junit-bom:5.11.3"))
    "functionalTestImplementation"("org.junit.jupiter:junit-jupiter")
    "functionalTestRuntimeOnly"("org.junit.platform:junit-platform-launcher")
}

val functionalTestTask = tasks.register<Test>("functionalTest") {
    testClassesDirs = functionalTest.output.classesDirs
    classpath = functionalTest.runtimeClasspath
    useJUnitPlatform()
}

tasks.test {
    useJUnitPlatform()
}

tasks.check {
    dependsOn(functionalTestTask)
}
