package jp.example.kakeibo.auth

import android.content.Intent
import android.os.Bundle
import android.util.Log
import android.widget.Toast
import androidx.activity.result.ActivityResult
import androidx.activity.result.contract.ActivityResultContracts
import androidx.appcompat.app.AppCompatActivity
import com.google.android.gms.auth.api.signin.GoogleSignIn
import com.google.android.gms.auth.api.signin.GoogleSignInClient
import com.google.android.gms.auth.api.signin.GoogleSignInOptions
import com.google.android.gms.common.api.ApiException
import com.google.firebase.auth.FirebaseAuth
import com.google.firebase.auth.GoogleAuthProvider
import jp.example.kakeibo.MainActivity
import jp.example.kakeibo.R
import jp.example.kakeibo.databinding.ActivityLoginBinding

class LoginActivity : AppCompatActivity() {

    private lateinit var binding: ActivityLoginBinding
    private lateinit var googleClient: GoogleSignInClient
    private val auth = FirebaseAuth.getInstance()

    private val signInLauncher =
        registerForActivityResult(ActivityResultContracts.StartActivityForResult(), ::onSignInResult)

    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        binding = ActivityLoginBinding.inflate(layoutInflater)
        setContentView(binding.root)

        val options = GoogleSignInOptions.Builder(GoogleSignInOptions.DEFAULT_SIGN_IN)
            .requestIdToken(getString(R.string.default_web_client_id))
            .requestEmail()
            .build()
        googleClient = GoogleSignIn.getClient(this, options)

        binding.googleButton.setOnClickListener {
            binding.googleButton.isEnabled = false
            signInLauncher.launch(googleClient.signInIntent)
        }
    }

    override fun onStart() {
        super.onStart()
        if (auth.currentUser != null) goToMain()
    }

    private fun onSignInResult(result: ActivityResult) {
        binding.googleButton.isEnabled = true
        if (result.resultCode != RESULT_OK && result.data == null) {
            Toast.makeText(this, R.string.login_cancelled, Toast.LENGTH_SHORT).show()
            return
        }
        try {
            val account = GoogleSignIn.getSignedInAccountFromIntent(result.data).getResult(ApiException::class.java)
            val credential = GoogleAuthProvider.getCredential(account.idToken, null)
            auth.signInWithCredential(credential)
                .addOnSuccessListener { goToMain() }
                .addOnFailureListener { e ->
                    Log.e(TAG, "Firebase sign-in failed", e)
                    Toast.makeText(this, R.string.login_failed, Toast.LENGTH_LONG).show()
                }
        } catch (e: ApiException) {
            Log.e(TAG, "Google sign-in failed", e)
            Toast.makeText(this, R.string.login_failed, Toast.LENGTH_LONG).show()
        }
    }

    private fun goToMain() {
        startActivity(Intent(this, MainActivity::class.java))
        finish()
    }

    companion object {
        private const val TAG = "LoginActivity"
    }
}
