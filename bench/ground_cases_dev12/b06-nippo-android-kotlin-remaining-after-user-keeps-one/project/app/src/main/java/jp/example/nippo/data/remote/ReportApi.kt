package jp.example.nippo.data.remote

import kotlinx.serialization.SerialName
import kotlinx.serialization.Serializable
import retrofit2.http.Body
import retrofit2.http.GET
import retrofit2.http.POST
import retrofit2.http.Path
import retrofit2.http.Query

@Serializable
data class Report(
    val id: Long,
    @SerialName("report_date") val reportDate: String,
    @SerialName("customer_name") val customerName: String,
    val summary: String,
    @SerialName("author_name") val authorName: String,
    @SerialName("updated_at") val updatedAt: String,
)

@Serializable
data class ReportPage(
    val items: List<Report>,
    val page: Int,
    @SerialName("has_next") val hasNext: Boolean,
)

@Serializable
data class ReportDraft(
    @SerialName("report_date") val reportDate: String,
    @SerialName("customer_name") val customerName: String,
    val summary: String,
)

/** 日報 API (社内)。認証ヘッダは OkHttp の Interceptor で付ける。 */
interface ReportApi {
    @GET("v1/reports")
    suspend fun list(@Query("page") page: Int, @Query("per_page") perPage: Int): ReportPage

    @GET("v1/reports/{id}")
    suspend fun get(@Path("id") id: Long): Report

    @POST("v1/reports")
    suspend fun create(@Body draft: ReportDraft): Report
}
