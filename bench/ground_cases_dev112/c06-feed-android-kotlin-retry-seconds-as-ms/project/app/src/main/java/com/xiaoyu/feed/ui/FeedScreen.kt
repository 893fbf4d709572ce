package com.xiaoyu.feed.ui

import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.lazy.LazyColumn
import androidx.compose.foundation.lazy.items
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.runtime.collectAsState
import androidx.compose.runtime.getValue
import androidx.compose.ui.Modifier
import androidx.compose.ui.unit.dp

@Composable
fun FeedScreen(vm: FeedViewModel) {
    val state by vm.state.collectAsState()
    if (state.posts.isEmpty() && !state.loading && state.error == null) {
        Text(text = "还没有内容，下拉刷新试试", modifier = Modifier.padding(32.dp))
        return
    }
    LazyColumn(modifier = Modifier.fillMaxSize()) {
        items(state.posts, key = { it.id }) { post ->
            Column(modifier = Modifier.padding(16.dp)) {
                Text(text = post.author)
                Text(text = post.text)
                Text(text = "${post.likes} 赞")
            }
        }
        item {
            if (state.error != null) {
                Text(text = "加载失败：${state.error}", modifier = Modifier.padding(16.dp))
            }
        }
    }
}
