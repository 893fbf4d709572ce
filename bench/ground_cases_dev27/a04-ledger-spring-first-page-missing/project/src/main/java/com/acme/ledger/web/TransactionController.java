package com.acme.ledger.web;

import com.acme.ledger.service.TransactionService;
import com.acme.ledger.web.dto.PageDto;
import com.acme.ledger.web.dto.TransactionDto;
import jakarta.validation.constraints.Max;
import jakarta.validation.constraints.Min;
import org.springframework.validation.annotation.Validated;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

import java.util.UUID;

@RestController
@Validated
@RequestMapping("/api/accounts/{accountId}/transactions")
public class TransactionController {

    private final TransactionService transactions;

    public TransactionController(TransactionService transactions) {
        this.transactions = transactions;
    }

    /**
     * Transactions of one account, newest first. {@code page} is 1-based, as documented in openapi.yaml.
     */
    @GetMapping
    public PageDto<TransactionDto> list(@PathVariable UUID accountId,
                                        @RequestParam(defaultValue = "1") @Min(1) int page,
                                        @RequestParam(defaultValue = "20") @Min(1) @Max(100) int size) {
        return transactions.list(accountId, page, size);
    }

    @GetMapping("/{transactionId}")
    public TransactionDto get(@PathVariable UUID accountId, @PathVariable UUID transactionId) {
        return transactions.get(accountId, transactionId);
    }
}
