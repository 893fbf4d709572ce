package cn.linkchat.app.push

import android.util.Log
import com.google.firebase.messaging.FirebaseMessagingService
import com.google.firebase.messaging.RemoteMessage
import kotlinx.coroutines.CoroutineScope
import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.SupervisorJob
import kotlinx.coroutines.launch

class ChatMessagingService : FirebaseMessagingService() {

    private val scope = CoroutineScope(SupervisorJob() + Dispatchers.IO)

    override fun onNewToken(token: String) {
        Log.d(TAG, "new FCM token")
        scope.launch { TokenUploader(applicationContext).upload(token) }
    }

    override fun onMessageReceived(message: RemoteMessage) {
        val data = message.data
        if (data["type"] != "chat_message") return
        val conversationId = data["conversation_id"] ?: return
        NotificationHelper.showMessage(
            this,
            conversationId,
            data["sender_name"] ?: getString(cn.linkchat.app.R.string.app_name),
            data["preview"] ?: "",
        )
    }

    companion object {
        private const val TAG = "ChatMessaging"
    }
}
