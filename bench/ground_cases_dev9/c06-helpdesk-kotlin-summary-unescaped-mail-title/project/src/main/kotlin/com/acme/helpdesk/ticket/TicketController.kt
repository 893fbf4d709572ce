package com.acme.helpdesk.ticket

import jakarta.validation.Valid
import org.springframework.http.HttpStatus
import org.springframework.web.bind.annotation.*

@RestController
@RequestMapping("/api/tickets")
class TicketController(private val service: TicketService) {

    @PostMapping
    @ResponseStatus(HttpStatus.CREATED)
    fun create(@Valid @RequestBody req: CreateTicketRequest): Ticket = service.create(req)

    @GetMapping("/mine")
    fun mine(@RequestHeader("X-Agent-Id") agentId: Long): List<Ticket> = service.openTicketsOf(agentId)

    @PostMapping("/{id}/status")
    fun changeStatus(@PathVariable id: Long, @RequestBody req: ChangeStatusRequest): Ticket =
        service.changeStatus(id, req.status)

    @PostMapping("/{id}/assign/{agentId}")
    fun assign(@PathVariable id: Long, @PathVariable agentId: Long): Ticket = service.assign(id, agentId)
}
