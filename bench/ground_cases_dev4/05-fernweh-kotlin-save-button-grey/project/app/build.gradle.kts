plugins {
    id("com.android.application")
    kotlin("android")
}

android {
    namespace = "com.fernweh.app"
    compileSdk = 34
}

dependencies {
    implementation("androidx.lifecycle:lifecycle-viewmodel-ktx:2.8.4")
    implementation("androidx.compose.material3:material3:1.2.1")
    testImplementation("junit:junit:4.13.2")
    testImplementation("org.jetbrains.kotlinx:kotlinx-coroutines-test:1.8.1")
}
