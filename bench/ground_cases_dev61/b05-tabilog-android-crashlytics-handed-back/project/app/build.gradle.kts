plugins {
    id("com.android.application")
    id("org.jetbrains.kotlin.android")
    id("com.google.gms.google-services")
    id("com.google.firebase.crashlytics")
}

android {
    namespace = "jp.tabilog"
    compileSdk = 35

    defaultConfig {
        applicationId = "jp.tabilog"
        minSdk = 26
        targetSdk = 35
        versionCode = 413
        versionName = "4.12.1"
    }

    buildFeatures {
        viewBinding = true
    }
}

dependencies {
    implementation("androidx.fragment:fragment-ktx:1.8.5")
    implementation("androidx.lifecycle:lifecycle-runtime-ktx:2.8.7")
    implementation("androidx.lifecycle:lifecycle-viewmodel-ktx:2.8.7")
    implementation("androidx.recyclerview:recyclerview:1.3.2")
    implementation("com.google.firebase:firebase-crashlytics-ktx:19.2.1")
    testImplementation("junit:junit:4.13.2")
}
