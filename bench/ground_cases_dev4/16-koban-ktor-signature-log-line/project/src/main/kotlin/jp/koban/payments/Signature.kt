package jp.koban.payments

import javax.crypto.Mac
import javax.crypto.spec.SecretKeySpec

fun hmacSha256(secret: String, body: String): String {
    val mac = Mac.getInstance("HmacSHA256")
    mac.init(SecretKeySpec(secret.toByteArray(), "HmacSHA256"))
    return mac.doFinal(body.toByteArray()).joinToString("") { "%02x".format(it) }
}
