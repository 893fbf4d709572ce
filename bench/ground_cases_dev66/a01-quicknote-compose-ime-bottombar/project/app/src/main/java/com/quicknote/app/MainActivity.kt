package com.quicknote.app

import android.content.Intent
import android.os.Bundle
import androidx.activity.ComponentActivity
import androidx.activity.compose.setContent
import androidx.activity.enableEdgeToEdge
import androidx.navigation.compose.NavHost
import androidx.navigation.compose.composable
import androidx.navigation.compose.rememberNavController
import com.quicknote.app.ui.editor.NoteEditorScreen
import com.quicknote.app.ui.list.NoteListScreen
import com.quicknote.app.ui.theme.QuickNoteTheme

class MainActivity : ComponentActivity() {
    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        enableEdgeToEdge()
        val shared = intent?.takeIf { it.action == Intent.ACTION_SEND }?.getStringExtra(Intent.EXTRA_TEXT)
        setContent {
            QuickNoteTheme {
                val nav = rememberNavController()
                NavHost(nav, startDestination = if (shared != null) "editor/new" else "list") {
                    composable("list") {
                        NoteListScreen(onOpen = { id -> nav.navigate("editor/$id") }, onNew = { nav.navigate("editor/new") })
                    }
                    composable("editor/{noteId}") {
                        NoteEditorScreen(onDone = { nav.popBackStack() })
                    }
                }
            }
        }
    }
}
