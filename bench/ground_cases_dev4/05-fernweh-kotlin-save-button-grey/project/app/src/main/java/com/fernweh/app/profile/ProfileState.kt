package com.fernweh.app.profile

data class ProfileState(
    val name: String = "",
    val email: String = "",
    val saveEnabled: Boolean = false,
    val saving: Boolean = false,
)
