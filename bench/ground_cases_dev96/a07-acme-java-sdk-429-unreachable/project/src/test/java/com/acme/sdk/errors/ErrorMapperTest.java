package com.acme.sdk.errors;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.Collections;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class ErrorMapperTest {
    private static Map<String, List<String>> headers(String name, String value) {
        return Collections.singletonMap(name, Collections.singletonList(value));
    }

    @Test
    void mapsAuthErrors() {
        assertEquals(ApiException.Kind.AUTH, ErrorMapper.map(401, "", null).kind());
        assertEquals(ApiException.Kind.AUTH, ErrorMapper.map(403, "", null).kind());
    }

    @Test
    void mapsOtherClientErrors() {
        assertEquals(ApiException.Kind.CLIENT, ErrorMapper.map(422, "", null).kind());
    }

    @Test
    void mapsServerErrors() {
        ApiException e = ErrorMapper.map(503, "", null);
        assertEquals(ApiException.Kind.SERVER, e.kind());
        assertEquals(true, e.isRetryable());
    }

    @Test
    void readsMessageAndRequestId() {
        ApiException e = ErrorMapper.map(404, "{\"message\": \"no such invoice\"}", headers("x-request-id", "req_42"));
        assertEquals("no such invoice", e.getMessage());
        assertEquals("req_42", e.requestId());
    }

    @Test
    void fallsBackToStatusText() {
        ApiException e = ErrorMapper.map(500, "<html>", null);
        assertEquals("HTTP 500", e.getMessage());
        assertNull(e.requestId());
    }
}
