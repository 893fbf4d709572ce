package com.lihao.quicknote

import android.os.Bundle
import androidx.activity.ComponentActivity
import androidx.activity.compose.setContent
import androidx.navigation.NavType
import androidx.navigation.compose.NavHost
import androidx.navigation.compose.composable
import androidx.navigation.compose.rememberNavController
import androidx.navigation.navArgument
import com.lihao.quicknote.ui.edit.EditNoteScreen
import com.lihao.quicknote.ui.list.NoteListScreen
import com.lihao.quicknote.ui.theme.QuickNoteTheme

class MainActivity : ComponentActivity() {
    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        setContent {
            QuickNoteTheme {
                val nav = rememberNavController()
                NavHost(navController = nav, startDestination = "notes") {
                    composable("notes") {
                        NoteListScreen(onOpen = { id -> nav.navigate("edit/$id") })
                    }
                    composable(
                        "edit/{noteId}",
                        arguments = listOf(navArgument("noteId") { type = NavType.StringType }),
                    ) { entry ->
                        EditNoteScreen(
                            noteId = entry.arguments?.getString("noteId").orEmpty(),
                            onDone = { nav.popBackStack() },
                        )
                    }
                }
            }
        }
    }
}
