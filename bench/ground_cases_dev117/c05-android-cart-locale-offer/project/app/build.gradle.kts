plugins {
    id("com.android.application")
    id("org.jetbrains.kotlin.android")
}

android {
    namespace = "com.xiaoyu.cart"
    compileSdk = 34
    defaultConfig {
        applicationId = "com.xiaoyu.cart"
        minSdk = 24
        targetSdk = 34
        versionCode = 12
        versionName = "1.3.0"
    }
}

dependencies {
    implementation("androidx.lifecycle:lifecycle-viewmodel-ktx:2.8.6")
    implementation("androidx.recyclerview:recyclerview:1.3.2")
    testImplementation("junit:junit:4.13.2")
}
