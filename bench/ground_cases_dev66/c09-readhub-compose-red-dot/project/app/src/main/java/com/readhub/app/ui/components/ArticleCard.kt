package com.readhub.app.ui.components

import androidx.compose.foundation.clickable
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.Spacer
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.size
import androidx.compose.foundation.layout.width
import androidx.compose.material.icons.Icons
import androidx.compose.material.icons.outlined.Schedule
import androidx.compose.material3.Card
import androidx.compose.material3.Icon
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.unit.dp
import com.readhub.app.model.Article

@Composable
fun ArticleCard(article: Article, onOpen: () -> Unit, onToggleFavorite: () -> Unit) {
    Card(Modifier.fillMaxWidth().clickable(onClick = onOpen)) {
        Column(Modifier.padding(16.dp)) {
            Row(verticalAlignment = Alignment.CenterVertically) {
                if (article.isNew) NewDot(Modifier.padding(end = 6.dp))
                Text(article.title, style = MaterialTheme.typography.titleMedium)
            }
            Text(article.summary, style = MaterialTheme.typography.bodyMedium, maxLines = 3)
            Row(verticalAlignment = Alignment.CenterVertically) {
                Icon(Icons.Outlined.Schedule, contentDescription = null, modifier = Modifier.size(16.dp))
                Spacer(Modifier.width(4.dp))
                Text("${article.minutes} 分钟", style = MaterialTheme.typography.labelSmall)
                Spacer(Modifier.weight(1f))
                FavoriteButton(favorited = article.favorited, onToggle = onToggleFavorite)
            }
        }
    }
}
