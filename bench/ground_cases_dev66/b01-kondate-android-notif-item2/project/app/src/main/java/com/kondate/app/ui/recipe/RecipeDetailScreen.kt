package com.kondate.app.ui.recipe

import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.padding
import androidx.compose.material3.Button
import androidx.compose.material3.CircularProgressIndicator
import androidx.compose.material3.Text
import androidx.compose.material3.TextButton
import androidx.compose.runtime.Composable
import androidx.compose.runtime.collectAsState
import androidx.compose.runtime.getValue
import androidx.compose.ui.Modifier
import androidx.compose.ui.unit.dp
import androidx.lifecycle.viewmodel.compose.viewModel

@Composable
fun RecipeDetailScreen(onBack: () -> Unit, vm: RecipeDetailViewModel = viewModel(factory = RecipeDetailFactory)) {
    val state by vm.state.collectAsState()
    Column(Modifier.padding(16.dp)) {
        TextButton(onClick = onBack) { Text("戻る") }
        when (val s = state) {
            DetailState.Loading -> CircularProgressIndicator()
            is DetailState.Failed -> {
                Text(s.message)
                Button(onClick = vm::retry) { Text("再読み込み") }
            }
            is DetailState.Ready -> {
                Text(s.recipe.title)
                Row {
                    TextButton(onClick = { vm.changeServings(-1) }) { Text("−") }
                    Text("${s.servings}人分")
                    TextButton(onClick = { vm.changeServings(1) }) { Text("+") }
                }
                s.recipe.ingredients.forEach { Text("・${it.name} ${it.amountFor(s.servings)}") }
            }
        }
    }
}
