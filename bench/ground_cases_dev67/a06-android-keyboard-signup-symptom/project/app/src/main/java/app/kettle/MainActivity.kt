package app.kettle

import android.os.Bundle
import androidx.activity.ComponentActivity
import androidx.activity.compose.setContent
import androidx.activity.enableEdgeToEdge
import androidx.compose.material3.MaterialTheme
import androidx.compose.runtime.getValue
import androidx.compose.runtime.mutableStateOf
import androidx.compose.runtime.remember
import androidx.compose.runtime.setValue
import app.kettle.ui.login.LoginScreen
import app.kettle.ui.signup.SignupScreen

class MainActivity : ComponentActivity() {
    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        enableEdgeToEdge()
        setContent {
            MaterialTheme {
                var showSignup by remember { mutableStateOf(false) }
                if (showSignup) {
                    SignupScreen(onDone = { showSignup = false })
                } else {
                    LoginScreen(
                        onSignedIn = { /* navigate to home */ },
                        onCreateAccount = { showSignup = true },
                    )
                }
            }
        }
    }
}
