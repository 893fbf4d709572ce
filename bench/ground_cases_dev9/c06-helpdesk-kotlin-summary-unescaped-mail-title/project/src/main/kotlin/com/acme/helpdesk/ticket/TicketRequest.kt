package com.acme.helpdesk.ticket

import jakarta.validation.constraints.Email
import jakarta.validation.constraints.NotBlank
import jakarta.validation.constraints.Size

data class CreateTicketRequest(
    @field:NotBlank @field:Size(max = 200)
    val title: String,
    @field:Size(max = 10000)
    val description: String = "",
    @field:NotBlank @field:Size(max = 50)
    val reporterName: String,
    @field:NotBlank @field:Email
    val reporterEmail: String,
    val priority: Priority = Priority.NORMAL,
)

data class ChangeStatusRequest(val status: Status)
