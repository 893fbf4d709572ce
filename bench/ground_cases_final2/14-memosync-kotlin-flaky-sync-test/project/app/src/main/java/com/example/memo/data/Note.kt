package com.example.memo.data

data class Note(
    val id: String,
    val title: String,
    val body: String,
    val updatedAt: Long,
)
