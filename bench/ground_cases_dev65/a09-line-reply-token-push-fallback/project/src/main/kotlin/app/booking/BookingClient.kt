package app.booking

import io.ktor.client.HttpClient
import io.ktor.client.call.body
import io.ktor.client.engine.cio.CIO
import io.ktor.client.plugins.HttpTimeout
import io.ktor.client.plugins.contentnegotiation.ContentNegotiation
import io.ktor.client.request.post
import io.ktor.client.request.setBody
import io.ktor.http.ContentType
import io.ktor.http.contentType
import io.ktor.serialization.kotlinx.json.json
import java.time.LocalDate
import java.time.LocalTime

data class BookingRequest(val date: LocalDate, val time: LocalTime, val people: Int)

sealed interface BookingResult {
    data class Confirmed(val date: LocalDate, val time: LocalTime, val people: Int, val reference: String) : BookingResult
    data class Waitlisted(val date: LocalDate, val time: LocalTime, val people: Int) : BookingResult
    data object Closed : BookingResult
}

class BookingClient(private val baseUrl: String) {
    private val http = HttpClient(CIO) {
        install(ContentNegotiation) { json() }
        // must answer before the LINE reply token expires; see handleBookingRequest
        install(HttpTimeout) { requestTimeoutMillis = 5_000 }
    }

    suspend fun reserve(lineUserId: String, req: BookingRequest): BookingResult {
        val res: ReserveResponse = http.post("$baseUrl/v1/reservations") {
            contentType(ContentType.Application.Json)
            setBody(ReserveBody(lineUserId, req.date.toString(), req.time.toString(), req.people))
        }.body()
        return when (res.status) {
            "confirmed" -> BookingResult.Confirmed(req.date, req.time, req.people, res.reference!!)
            "waitlisted" -> BookingResult.Waitlisted(req.date, req.time, req.people)
            else -> BookingResult.Closed
        }
    }
}

@kotlinx.serialization.Serializable
data class ReserveBody(val lineUserId: String, val date: String, val time: String, val people: Int)

@kotlinx.serialization.Serializable
data class ReserveResponse(val status: String, val reference: String? = null)
