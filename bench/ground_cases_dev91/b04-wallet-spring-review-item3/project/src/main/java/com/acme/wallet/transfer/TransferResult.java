package com.acme.wallet.transfer;

import java.math.BigDecimal;

public record TransferResult(Long fromAccountId, Long toAccountId, BigDecimal amount, BigDecimal fromBalance) {
}
