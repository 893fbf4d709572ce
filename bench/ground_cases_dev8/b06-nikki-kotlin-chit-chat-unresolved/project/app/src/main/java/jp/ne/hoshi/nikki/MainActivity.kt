package jp.ne.hoshi.nikki

import android.os.Bundle
import androidx.activity.ComponentActivity
import androidx.activity.compose.setContent
import androidx.activity.enableEdgeToEdge
import androidx.compose.material3.MaterialTheme
import androidx.navigation.compose.NavHost
import androidx.navigation.compose.composable
import androidx.navigation.compose.rememberNavController
import jp.ne.hoshi.nikki.ui.EntryEditScreen
import jp.ne.hoshi.nikki.ui.EntryListScreen

class MainActivity : ComponentActivity() {
    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        enableEdgeToEdge()
        setContent {
            MaterialTheme {
                val nav = rememberNavController()
                NavHost(navController = nav, startDestination = "list") {
                    composable("list") {
                        EntryListScreen(onOpen = { id -> nav.navigate("edit/$id") }, onNew = { nav.navigate("edit/0") })
                    }
                    composable("edit/{id}") { back ->
                        val id = back.arguments?.getString("id")?.toLongOrNull() ?: 0L
                        EntryEditScreen(entryId = id, onDone = { nav.popBackStack() })
                    }
                }
            }
        }
    }
}
