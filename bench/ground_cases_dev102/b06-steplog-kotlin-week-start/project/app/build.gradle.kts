plugins {
    id("com.android.application")
    kotlin("android")
}

android {
    namespace = "com.example.steps"
    compileSdk = 34
    defaultConfig {
        applicationId = "com.example.steps"
        minSdk = 26
        targetSdk = 34
    }
}

dependencies {
    implementation("androidx.lifecycle:lifecycle-viewmodel-ktx:2.8.4")
    testImplementation("junit:junit:4.13.2")
}
