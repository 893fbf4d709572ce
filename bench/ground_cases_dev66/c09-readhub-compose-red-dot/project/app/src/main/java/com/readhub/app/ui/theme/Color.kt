package com.readhub.app.ui.theme

import androidx.compose.ui.graphics.Color

val Ink = Color(0xFF1A1A1A)
val Paper = Color(0xFFFAF8F3)
val Accent = Color(0xFF3F6FD8)
val AccentDark = Color(0xFF9DB6F2)

// Light scheme
val LightPrimary = Accent
val LightOnPrimary = Color(0xFFFFFFFF)
val LightBackground = Paper
val LightOnBackground = Ink
val LightSurface = Color(0xFFFFFFFF)
val LightOnSurface = Ink
val LightSurfaceVariant = Color(0xFFEDEAE3)
val LightOnSurfaceVariant = Color(0xFF5E5A52)
val LightOutlineVariant = Color(0xFFD6D1C6)
val LightError = Color(0xFFD93025)

// Dark scheme
val DarkPrimary = AccentDark
val DarkOnPrimary = Color(0xFF0E2A66)
val DarkBackground = Color(0xFF121212)
val DarkOnBackground = Color(0xFFE8E6E1)
val DarkSurface = Color(0xFF1C1C1C)
val DarkOnSurface = Color(0xFFE8E6E1)
val DarkSurfaceVariant = Color(0xFF2A2925)
val DarkOnSurfaceVariant = Color(0xFFC9C4B9)
val DarkOutlineVariant = Color(0xFF48463F)
val DarkError = Color(0xFFF28B82)
