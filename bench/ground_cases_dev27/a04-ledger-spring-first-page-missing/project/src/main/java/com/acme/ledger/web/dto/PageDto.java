package com.acme.ledger.web.dto;

import java.util.List;

/** One page of results; {@code page} is echoed back as the client sent it. */
public record PageDto<T>(List<T> items, int page, int size, long total) {
}
