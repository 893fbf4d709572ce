plugins {
    id("com.android.application")
    id("org.jetbrains.kotlin.android")
}

android {
    namespace = "jp.example.shop"
    compileSdk = 34
    defaultConfig {
        applicationId = "jp.example.shop"
        minSdk = 26
        targetSdk = 34
        versionCode = 142
        versionName = "3.8.0"
    }
    buildFeatures { viewBinding = true }
}

dependencies {
    implementation("androidx.fragment:fragment-ktx:1.8.2")
    implementation("androidx.lifecycle:lifecycle-viewmodel-ktx:2.8.4")
    implementation("androidx.recyclerview:recyclerview:1.3.2")
    testImplementation("junit:junit:4.13.2")
}
