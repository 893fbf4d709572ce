plugins {
    id("com.android.application")
    id("org.jetbrains.kotlin.android")
}

android {
    namespace = "com.acme.mailbox"
    compileSdk = 34
    defaultConfig {
        applicationId = "com.acme.mailbox"
        minSdk = 26
        targetSdk = 34
        versionCode = 41
        versionName = "2.7.0"
    }
    buildFeatures { viewBinding = true }
}

dependencies {
    implementation("androidx.fragment:fragment-ktx:1.8.2")
    implementation("androidx.lifecycle:lifecycle-viewmodel-ktx:2.8.4")
    implementation("androidx.lifecycle:lifecycle-runtime-ktx:2.8.4")
    implementation("org.jetbrains.kotlinx:kotlinx-coroutines-android:1.8.1")
}
