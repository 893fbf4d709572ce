plugins {
    id("com.android.application")
    id("org.jetbrains.kotlin.android")
}

android {
    namespace = "com.fernway.courier"
    compileSdk = 34
    defaultConfig {
        applicationId = "com.fernway.courier"
        minSdk = 26
        targetSdk = 34
        versionCode = 412
        versionName = "4.12.0"
    }
    buildFeatures { viewBinding = true }
}

dependencies {
    implementation("androidx.lifecycle:lifecycle-viewmodel-ktx:2.8.6")
    implementation("androidx.swiperefreshlayout:swiperefreshlayout:1.1.0")
    implementation("androidx.recyclerview:recyclerview:1.3.2")
    testImplementation("junit:junit:4.13.2")
    testImplementation("org.jetbrains.kotlinx:kotlinx-coroutines-test:1.8.1")
}
