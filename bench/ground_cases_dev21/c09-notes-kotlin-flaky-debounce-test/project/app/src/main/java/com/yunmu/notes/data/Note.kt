package com.yunmu.notes.data

data class Note(
    val id: Long,
    val title: String,
    val content: String,
    val updatedAt: Long,
)
