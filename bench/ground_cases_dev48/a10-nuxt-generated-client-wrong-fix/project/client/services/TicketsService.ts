/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { Ticket } from '../models/Ticket';
import type { TicketPage } from '../models/TicketPage';
import type { CancelablePromise } from '../core/CancelablePromise';
import { OpenAPI } from '../core/OpenAPI';
import { request as __request } from '../core/request';

export class TicketsService {
    /**
     * List tickets visible to the current agent
     */
    public static listTickets({ status, assignee, page = 1 }: {
        status?: 'open' | 'pending' | 'solved' | 'closed';
        assignee?: string;
        page?: number;
    }): CancelablePromise<TicketPage> {
        return __request(OpenAPI, {
            method: 'GET',
            url: '/tickets',
            query: { status, assignee, page },
        });
    }

    /**
     * Get one ticket with its messages
     */
    public static getTicket({ id }: { id: string }): CancelablePromise<Ticket> {
        return __request(OpenAPI, {
            method: 'GET',
            url: `/tickets/${id}`,
            errors: { 404: `Ticket not found` },
        });
    }

    /**
     * Change a ticket's status
     */
    public static updateStatus({ id, requestBody }: { id: string; requestBody: { status: Ticket['status'] } }): CancelablePromise<Ticket> {
        return __request(OpenAPI, {
            method: 'PATCH',
            url: `/tickets/${id}/status`,
            body: requestBody,
            mediaType: 'application/json',
        });
    }
}
