package com.xianzhi.app.notify

import com.google.firebase.messaging.FirebaseMessagingService
import com.google.firebase.messaging.RemoteMessage
import com.xianzhi.app.data.PushTokenRepository

class ChatMessagingService : FirebaseMessagingService() {

    override fun onNewToken(token: String) {
        PushTokenRepository.instance.upload(token)
    }

    override fun onMessageReceived(message: RemoteMessage) {
        val data = message.data
        when (data["type"]) {
            "chat" -> Notifier.chat(this, data["conversation_id"].orEmpty(), data["preview"].orEmpty())
            "order" -> Notifier.order(this, data["order_id"].orEmpty(), data["status"].orEmpty())
            else -> Notifier.generic(this, message.notification?.title, message.notification?.body)
        }
    }
}
