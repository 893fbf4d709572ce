package com.dingdong.app

import android.util.Log
import com.google.firebase.messaging.FirebaseMessagingService
import com.google.firebase.messaging.RemoteMessage

class PushService : FirebaseMessagingService() {

    private val prefs by lazy { Prefs(this) }

    override fun onNewToken(token: String) {
        Log.d(TAG, "new FCM token")
        val uid = prefs.userId
        if (uid == null) {
            // not logged in yet: nothing to attach the token to
            return
        }
        Api.registerPushToken(uid, token, prefs.authToken)
    }

    override fun onMessageReceived(message: RemoteMessage) {
        if (!prefs.notificationsEnabled) return
        val title = message.data["title"] ?: return
        val body = message.data["body"].orEmpty()
        val link = message.data["link"]
        NotificationHelper.show(this, title, body, link)
    }

    companion object {
        private const val TAG = "PushService"

        /** Called after login so the server knows where to push. */
        fun syncToken(prefs: Prefs) {
            prefs.pendingPushToken?.let { token ->
                Api.registerPushToken(prefs.userId ?: return, token, prefs.authToken)
                prefs.pendingPushToken = null
            }
        }
    }
}
