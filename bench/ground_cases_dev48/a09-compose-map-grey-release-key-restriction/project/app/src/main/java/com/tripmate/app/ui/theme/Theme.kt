package com.tripmate.app.ui.theme

import androidx.compose.foundation.isSystemInDarkTheme
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.darkColorScheme
import androidx.compose.material3.lightColorScheme
import androidx.compose.runtime.Composable
import androidx.compose.ui.graphics.Color

private val Teal = Color(0xFF00897B)
private val TealDark = Color(0xFF4DB6AC)
private val Coral = Color(0xFFFF7043)

private val LightColors = lightColorScheme(
    primary = Teal,
    secondary = Coral,
    tertiary = Color(0xFF5C6BC0),
)

private val DarkColors = darkColorScheme(
    primary = TealDark,
    secondary = Coral,
    tertiary = Color(0xFF9FA8DA),
)

@Composable
fun TripmateTheme(darkTheme: Boolean = isSystemInDarkTheme(), content: @Composable () -> Unit) {
    MaterialTheme(
        colorScheme = if (darkTheme) DarkColors else LightColors,
        typography = Typography,
        content = content,
    )
}
