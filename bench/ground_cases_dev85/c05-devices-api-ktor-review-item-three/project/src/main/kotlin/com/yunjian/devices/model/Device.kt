package com.yunjian.devices.model

import kotlinx.serialization.Serializable

@Serializable
data class Device(
    val id: String,
    val serial: String,
    val name: String,
    val model: String,
    val firmware: String? = null,
    val online: Boolean = false,
)

@Serializable
data class CreateDevice(
    val serial: String,
    val name: String,
    val model: String,
)

@Serializable
data class UpdateDevice(
    val name: String? = null,
    val firmware: String? = null,
)
