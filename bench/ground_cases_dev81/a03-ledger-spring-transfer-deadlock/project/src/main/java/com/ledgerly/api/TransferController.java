package com.ledgerly.api;

import com.ledgerly.transfer.Transfer;
import com.ledgerly.transfer.TransferService;
import java.math.BigDecimal;
import org.springframework.http.HttpStatus;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.ResponseStatus;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class TransferController {

    public record TransferRequest(Long fromAccountId, Long toAccountId, BigDecimal amount, String reference) {
    }

    public record TransferResponse(Long id, BigDecimal amount) {
    }

    private final TransferService service;

    public TransferController(TransferService service) {
        this.service = service;
    }

    @PostMapping("/transfers")
    @ResponseStatus(HttpStatus.CREATED)
    public TransferResponse create(@RequestBody TransferRequest req) {
        Transfer t = service.transfer(req.fromAccountId(), req.toAccountId(), req.amount(), req.reference());
        return new TransferResponse(t.getId(), t.getAmount());
    }
}
